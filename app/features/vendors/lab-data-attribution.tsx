/**
 * Attribution box for the lab data (spec: "Vendor directory"): the grade scale A Great ... E Bad
 * and the regional sister sites, which share the same lab data.
 */
import { labGradeDescriptions, labGrades } from '~/data/vendor-types';
import { sisterSites } from './sister-sites';

export function LabDataAttribution() {
  return (
    <aside
      aria-labelledby="lab-data-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700"
    >
      <h2 id="lab-data-heading" className="text-base font-semibold text-slate-900">
        About the lab grades
      </h2>
      <p className="mt-2">
        Grades summarise independent third-party tests of each vendor&apos;s Tirzepatide (purity,
        potency and the testing lab&apos;s own record). They describe the samples tested, not every
        batch a vendor sells, and they age: check the test date on each vendor page.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Grade scale">
        {labGrades.map((grade) => (
          <li
            key={grade}
            className="rounded border border-slate-300 px-2 py-1 font-medium text-slate-800"
          >
            <span className="font-bold">{grade}</span> {labGradeDescriptions[grade]}
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Lab data compiled and shared by the Peptidia network. Visitors outside the USA can find
        regional vendors and their grades on our sister sites:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sisterSites.map((site) => (
          <li key={site.url}>
            <a
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-semibold text-brand-800 hover:bg-slate-50"
            >
              {site.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
