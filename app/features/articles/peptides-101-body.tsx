/**
 * Body of Peptides 101 (spec: "Peptides 101 article"). Static educational text, hedged on
 * purpose: research peptides are mostly unapproved, and the evidence for many is preclinical.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout } from './callout';
import { peptides101Sections, type Peptides101SectionId } from './peptides-101-outline';

const linkClass = 'font-semibold text-brand-800 underline';

function Section({ id, children }: { id: Peptides101SectionId; children: ReactNode }) {
  const title = peptides101Sections.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mt-12 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function Peptides101Body() {
  return (
    <div className="text-base leading-relaxed text-slate-800">
      <Section id="what-are-peptides">
        <p>
          Peptides are short chains of amino acids, the same building blocks that make up proteins.
          The line between the two is loose, but a chain of roughly 2 to 50 amino acids is usually
          called a peptide, and anything longer a protein. Your body makes thousands of them:
          insulin, oxytocin and glucagon are all peptides, and many act as signals that tell cells
          to grow, repair, release a hormone or stop doing so.
        </p>
        <p>
          The compounds discussed on this site are mostly synthetic versions or fragments of such
          signals, or analogues designed to last longer in the body. BPC-157 is a fragment of a
          protein found in gastric juice; CJC-1295 and Ipamorelin act on the growth hormone axis;
          Semaglutide and Tirzepatide mimic gut hormones that regulate appetite and blood sugar.
        </p>
        <p>
          Their status varies a great deal. A few, such as Semaglutide and Tirzepatide, are approved
          prescription medicines with large clinical trials behind them. Many others are sold only
          as &quot;research chemicals&quot;: not approved for human use, and studied mostly in cell
          cultures and animals. Knowing which group a peptide belongs to is the first question to
          ask about it.
        </p>
        <Callout kind="info">
          <p>
            &quot;Research use only&quot; is a legal label, not a quality grade. It means the seller
            does not claim the product is fit for human use, and that no regulator has checked it
            for that purpose.
          </p>
        </Callout>
      </Section>

      <Section id="why-people-use">
        <p>
          Interest in peptides comes from their specificity: because many mimic signals the body
          already uses, researchers hope they can nudge one process without the broad effects of
          other drugs. The main areas of interest are:
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
          The strength of the evidence is uneven. A promising rat study is a reason for more
          research, not proof that something works in people, and anecdotes in forums are shaped by
          placebo effects and by who chooses to post. The{' '}
          <Link to="/peptides" className={linkClass}>
            peptide database
          </Link>{' '}
          summarises what has been studied for each compound.
        </p>
      </Section>

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

      <Section id="administration">
        <p>
          Most peptides break down in the digestive tract, which is why the majority are researched
          as injections. The common routes are:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Subcutaneous injection</strong> into the fatty layer under the skin, usually of
            the abdomen or thigh. This is the most common route.
          </li>
          <li>
            <strong>Intramuscular injection</strong>, used for a few compounds and studies.
          </li>
          <li>
            <strong>Intranasal sprays</strong> for peptides such as Selank and Semax, and{' '}
            <strong>oral or topical</strong> forms for a handful that survive digestion or act on
            the skin, such as GHK-Cu creams.
          </li>
        </ul>
        <p>
          Injectable peptides usually arrive as a freeze-dried powder that is mixed with
          bacteriostatic water (reconstitution). Subcutaneous injections use small insulin syringes;
          a fine 30-31 gauge needle is the usual choice because it is the least uncomfortable for
          shallow injections. Reconstituted vials are kept in the refrigerator.
        </p>
        <Callout kind="tip">
          <p>
            The arithmetic of reconstitution trips up many beginners, mostly by mixing up milligrams
            and micrograms. The{' '}
            <Link to="/dosage-calculator" className={linkClass}>
              dosage calculator
            </Link>{' '}
            shows the volume and the syringe mark, and the{' '}
            <Link to="/guides" className={linkClass}>
              injection guide
            </Link>{' '}
            walks through clean technique, sites and storage step by step.
          </p>
        </Callout>
      </Section>

      <Section id="choosing">
        <p>
          People new to the subject often want to start with several compounds at once. Researchers
          generally advise the opposite: one well-studied peptide, a clear question and a defined
          period. Good starting questions are &quot;what exactly am I hoping to change, and how will
          I know if it changed?&quot;
        </p>
        <p>
          For recovery-focused research, BPC-157 is the most studied and most discussed option, and
          it is commonly described as well tolerated in the studies available. A typical approach in
          community reports is a 4-6 week trial of a recovery peptide, followed by a break to judge
          whether anything changed. Peptides with stronger systemic effects, such as growth hormone
          secretagogues or GLP-1 class compounds, involve more monitoring and are better discussed
          with a clinician first.
        </p>
        <Callout kind="tip">
          <p>
            Write down your baseline before you begin: pain scores, training numbers, sleep, weight
            or whatever you want to change. Without a baseline, it is almost impossible to judge a
            result honestly afterwards.
          </p>
        </Callout>
      </Section>

      <Section id="sourcing">
        <p>
          Because research peptides are not regulated as medicines, quality depends on the seller.
          Independent tests have found products that were under-dosed, contaminated or simply the
          wrong compound. Signs of a more careful vendor include:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Recent certificates of analysis from an independent lab, matching the batch you would
            receive, with purity measured by HPLC and identity by mass spectrometry.
          </li>
          <li>Clear labelling with the amount per vial, batch number and storage conditions.</li>
          <li>A track record: years in business and consistent independent test results.</li>
          <li>No claims that the product treats or cures any condition.</li>
        </ul>
        <p>
          The{' '}
          <Link to="/vendors" className={linkClass}>
            vendor directory
          </Link>{' '}
          lists lab-testing grades, trust scores and price ranges, and the{' '}
          <Link to="/compare-prices" className={linkClass}>
            price comparison
          </Link>{' '}
          shows price per mg, which matters more than the price per vial.
        </p>
        <Callout kind="warning">
          <p>
            A price far below every other vendor is a warning sign, not a bargain. Synthesis,
            purification and testing cost money.
          </p>
        </Callout>
      </Section>

      <Section id="conclusion">
        <p>
          Peptides are a fascinating area of research, with a few compounds that have changed
          medicine and many more that remain promising but unproven. Approach them as a researcher
          would: read the evidence critically, start with one question, keep records, insist on
          tested products and involve a healthcare provider.
        </p>
        <p>
          To keep learning, browse the{' '}
          <Link to="/peptides" className={linkClass}>
            peptide database
          </Link>
          , read the{' '}
          <Link to="/guides" className={linkClass}>
            injection guide
          </Link>
          , compare{' '}
          <Link to="/vendors" className={linkClass}>
            vendors
          </Link>{' '}
          or head back to the{' '}
          <Link to="/" className={linkClass}>
            home page
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
