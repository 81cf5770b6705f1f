/** Peptides 101, its last four sections: administration, choosing, sourcing, conclusion (see peptides-101-body.tsx). */
import { Link } from 'react-router';
import { Callout } from './callout';
import { Section, linkClass } from './peptides-101-section';

export function Administration() {
  return (
    <Section id="administration">
      <p>
        Most peptides break down in the digestive tract, which is why the majority are researched as
        injections. The common routes are:
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
          <strong>oral or topical</strong> forms for a handful that survive digestion or act on the
          skin, such as GHK-Cu creams.
        </li>
      </ul>
      <p>
        Injectable peptides usually arrive as a freeze-dried powder that is mixed with
        bacteriostatic water (reconstitution). Subcutaneous injections use small insulin syringes; a
        fine 30-31 gauge needle is the usual choice because it is the least uncomfortable for
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
  );
}

export function Choosing() {
  return (
    <Section id="choosing">
      <p>
        People new to the subject often want to start with several compounds at once. Researchers
        generally advise the opposite: one well-studied peptide, a clear question and a defined
        period. Good starting questions are &quot;what exactly am I hoping to change, and how will I
        know if it changed?&quot;
      </p>
      <p>
        For recovery-focused research, BPC-157 is the most studied and most discussed option, and it
        is commonly described as well tolerated in the studies available. A typical approach in
        community reports is a 4-6 week trial of a recovery peptide, followed by a break to judge
        whether anything changed. Peptides with stronger systemic effects, such as growth hormone
        secretagogues or GLP-1 class compounds, involve more monitoring and are better discussed
        with a clinician first.
      </p>
      <Callout kind="tip">
        <p>
          Write down your baseline before you begin: pain scores, training numbers, sleep, weight or
          whatever you want to change. Without a baseline, it is almost impossible to judge a result
          honestly afterwards.
        </p>
      </Callout>
    </Section>
  );
}

export function Sourcing() {
  return (
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
  );
}

export function Conclusion() {
  return (
    <Section id="conclusion">
      <p>
        Peptides are a fascinating area of research, with a few compounds that have changed medicine
        and many more that remain promising but unproven. Approach them as a researcher would: read
        the evidence critically, start with one question, keep records, insist on tested products
        and involve a healthcare provider.
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
  );
}
