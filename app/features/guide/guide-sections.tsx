/** Static parts of the injection guide: site cards, storage and the 'if something goes wrong' box. */
import { Siren, Snowflake, Target } from 'lucide-react';
import { injectionSites, storageGuidelines, troubleshooting } from './guide-content';

export function InjectionSiteCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {injectionSites.map((site) => (
        <li key={site.name} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Target aria-hidden="true" className="size-5 text-brand-700" />
            {site.name}
          </h3>
          <p className="mt-2 text-sm text-slate-800">{site.where}</p>
          <p className="mt-1 text-sm text-slate-600">{site.notes}</p>
        </li>
      ))}
    </ul>
  );
}

export function StorageGuidelines() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {storageGuidelines.map((item) => (
        <div key={item.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <Snowflake aria-hidden="true" className="size-5 text-blue-700" />
            {item.title}
          </dt>
          <dd className="mt-2 text-sm text-slate-700 tabular">{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SomethingWrongBox() {
  return (
    <section
      aria-labelledby="something-wrong-heading"
      className="rounded-lg border border-red-300 bg-red-50 p-5 text-red-950"
    >
      <h2
        id="something-wrong-heading"
        className="flex scroll-mt-20 items-center gap-2 text-xl font-semibold"
      >
        <Siren aria-hidden="true" className="size-5" />
        What to do if something goes wrong
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {troubleshooting.map((item) => (
          <div key={item.situation}>
            <dt className="font-semibold">{item.situation}</dt>
            <dd className="mt-0.5">{item.action}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm font-medium">
        When in doubt, stop and seek medical advice. Keep the vial and its label to show the
        clinician.
      </p>
    </section>
  );
}
