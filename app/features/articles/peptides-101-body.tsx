/**
 * Body of Peptides 101 (spec: "Peptides 101 article"). Static educational text, hedged on
 * purpose: research peptides are mostly unapproved, and the evidence for many is preclinical.
 */
import { Safety, WhatArePeptides, WhyPeopleUse } from './peptides-101-basics';
import { Administration, Choosing, Conclusion, Sourcing } from './peptides-101-practice';

export function Peptides101Body() {
  return (
    <div className="text-base leading-relaxed text-slate-800">
      <WhatArePeptides />
      <WhyPeopleUse />
      <Safety />
      <Administration />
      <Choosing />
      <Sourcing />
      <Conclusion />
    </div>
  );
}
