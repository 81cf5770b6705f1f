/** Peptides 101, its first three sections: what peptides are, why people use them, safety (see peptides-101-body.tsx). */
import { Link } from 'react-router';
import { Callout } from './callout';
import { Section, linkClass } from './peptides-101-section';

export function WhatArePeptides() {
  return (
    <Section id="what-are-peptides">
      <p>
        Peptides are short chains of amino acids, the same building blocks that make up proteins.
        The line between the two is loose, but a chain of roughly 2 to 50 amino acids is usually
        called a peptide, and anything longer a protein. Your body makes thousands of them: insulin,
        oxytocin and glucagon are all peptides, and many act as signals that tell cells to grow,
        repair, release a hormone or stop doing so.
      </p>
      <p>
        The compounds discussed on this site are mostly synthetic versions or fragments of such
        signals, or analogues designed to last longer in the body. BPC-157 is a fragment of a
        protein found in gastric juice; CJC-1295 and Ipamorelin act on the growth hormone axis;
        Semaglutide and Tirzepatide mimic gut hormones that regulate appetite and blood sugar.
      </p>
      <p>
        Their status varies a great deal. A few, such as Semaglutide and Tirzepatide, are approved
        prescription medicines with large clinical trials behind them. Many others are sold only as
        &quot;research chemicals&quot;: not approved for human use, and studied mostly in cell
        cultures and animals. Knowing which group a peptide belongs to is the first question to ask
        about it.
      </p>
      <Callout kind="info">
        <p>
          &quot;Research use only&quot; is a legal label, not a quality grade. It means the seller
          does not claim the product is fit for human use, and that no regulator has checked it for
          that purpose.
        </p>
      </Callout>
    </Section>
  );
}

export function WhyPeopleUse() {
  return (
    <Section id="why-people-use">
      <p>
        Interest in peptides comes from their specificity: because many mimic signals the body
        already uses, researchers hope they can nudge one process without the broad effects of other
        drugs. The main areas of interest are:
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Healing and recovery</strong>: BPC-157 and TB-500 have been studied for tendon,
          muscle and gut repair, almost entirely in animals so far.
        </li>
        <li>
          <strong>Growth hormone release</strong>: secretagogues such as Ipamorelin, CJC-1295 and
          Sermorelin prompt the pituitary to release more growth hormone.
        </li>
        <li>
          <strong>Metabolism and weight</strong>: GLP-1 class compounds such as Semaglutide have
          strong clinical evidence for weight loss and blood sugar control.
        </li>
        <li>
          <strong>Skin, cognition and longevity</strong>: GHK-Cu, Semax, Selank and Epithalon are
          studied for these, with much thinner evidence.
        </li>
      </ul>
      <p>
        The strength of the evidence is uneven. A promising rat study is a reason for more research,
        not proof that something works in people, and anecdotes in forums are shaped by placebo
        effects and by who chooses to post. The{' '}
        <Link to="/peptides" className={linkClass}>
          peptide database
        </Link>{' '}
        summarises what has been studied for each compound.
      </p>
    </Section>
  );
}

export function Safety() {
  return (
    <Section id="safety">
      <p>
        Safety starts with accepting how much is unknown. For most research peptides there are no
        long-term human safety data, no established doses and no regulatory oversight of what is
        actually in the vial. Side effects reported in studies and by users range from
        injection-site redness and water retention to changes in blood sugar, blood pressure or
        hormone levels.
      </p>
      <Callout kind="warning">
        <p>
          Talk to a healthcare provider before considering any peptide, especially if you are
          pregnant or breastfeeding, have a history of cancer, diabetes, heart, kidney or liver
          disease, or take other medicines. Growth-promoting peptides in particular are a concern
          where abnormal cell growth is possible.
        </p>
      </Callout>
      <p>A few principles that apply whatever the compound:</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>Change one thing at a time, so that you can tell what caused an effect.</li>
        <li>Keep a written log of doses, timing, sites and anything you notice.</li>
        <li>
          Stop at once and seek medical help for signs of an allergic reaction, infection or any
          severe or unexpected symptom.
        </li>
        <li>Baseline and follow-up blood work, ordered by a clinician, show what changed.</li>
      </ul>
    </Section>
  );
}
