/** The calculator page's educational sections and its 'coming soon' list. */
import { Link } from 'react-router';

const sections = [
  {
    heading: 'What reconstitution means',
    body: (
      <>
        <p>
          Research peptides usually arrive as a freeze-dried (lyophilized) powder. Adding a measured
          volume of bacteriostatic water turns the powder into a solution with a known
          concentration: the amount of peptide in every millilitre.
        </p>
        <p>
          The water changes only the concentration, never the amount of peptide in the vial. More
          water gives a weaker solution, so each dose takes up more of the syringe, which can make
          small doses easier to measure.
        </p>
      </>
    ),
  },
  {
    heading: 'mg and mcg',
    body: (
      <p>
        Vials are labelled in milligrams (mg); doses in research protocols are often given in
        micrograms (mcg). 1 mg is 1000 mcg, so a 5 mg vial holds 5000 mcg. Mixing the two up is the
        most common calculation error, and it is off by a factor of 1000, which is why the
        calculator warns when a volume looks implausible.
      </p>
    ),
  },
  {
    heading: 'Reading a U-100 insulin syringe',
    body: (
      <p>
        Insulin syringes are marked in units rather than millilitres. On a U-100 syringe, 100 units
        make 1 ml, so 1 unit is 0.01 ml and 10 units are 0.1 ml. The calculator converts the volume
        for you and shows where the mark falls on a 1 ml (100-unit) syringe. Smaller 0.3 ml and 0.5
        ml syringes use the same units with finer markings.
      </p>
    ),
  },
  {
    heading: 'A worked example',
    body: (
      <p>
        A 5 mg vial mixed with 2 ml of water holds 5000 mcg in 2 ml, which is 2500 mcg per ml. A 250
        mcg dose is 250 ÷ 2500 = 0.1 ml, that is 100 µl or 10 units on a U-100 syringe, and the vial
        holds 20 such doses.
      </p>
    ),
  },
];

export function CalculatorEducation() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.heading}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
          <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700">
            {section.body}
          </div>
        </section>
      ))}
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">Before you measure anything</h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          The calculator does arithmetic only: it does not know whether a dose is appropriate. Doses
          quoted in research literature are not recommendations, and nothing here is medical advice;
          consult a healthcare provider. The{' '}
          <Link to="/guides" className="font-semibold text-brand-800 underline">
            injection guide
          </Link>{' '}
          covers preparation, storage and hygiene.
        </p>
      </section>
    </div>
  );
}

/**
 * What is still to come. The four tools this list promised (blend calculator, cycle planner,
 * reconstitution planner, printable log) are now the protocol planner, so it is
 * empty; the section keeps its place and points to the planner.
 */
const comingSoon: string[] = [];

export function ComingSoonList() {
  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="rounded-lg border border-dashed border-slate-300 bg-white p-5"
    >
      <h2 id="coming-soon-heading" className="text-lg font-semibold text-slate-900">
        Coming soon
      </h2>
      {comingSoon.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {comingSoon.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Nothing new at the moment: the blend calculator, reconstitution planner, cycle planner and
          printable log are ready in the{' '}
          <Link to="/dosage-calculator/planner" className="font-semibold text-brand-800 underline">
            protocol planner
          </Link>
          .
        </p>
      )}
    </section>
  );
}
