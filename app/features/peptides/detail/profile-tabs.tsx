/** The Research Protocols / Interactions / Quality Check tabs of a detailed profile. */
import { Badge } from '~/components/ui/badge';
import { Notice } from '~/components/ui/notice';
import { Tabs } from '~/components/ui/tabs';
import type { DetailedPeptideProfile, QualityIndicator } from '~/data/peptide-types';
import { interactionVariant } from '../badge-variants';
import { interactionLabel } from '../interaction-label';
import { phoneFoldAt } from './phone-fold';

type Protocol = DetailedPeptideProfile['researchProtocols'][number];

function ProtocolCard({ protocol }: { protocol: Protocol }) {
  return (
    <article className="rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{protocol.goal}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Dose</dt>
        <dd className="tabular text-slate-900">{protocol.dose}</dd>
        <dt className="font-medium text-slate-600">Frequency</dt>
        <dd className="text-slate-900">{protocol.frequency}</dd>
        <dt className="font-medium text-slate-600">Route</dt>
        <dd className="text-slate-900">{protocol.route}</dd>
        {protocol.notes ? (
          <>
            <dt className="font-medium text-slate-600">Notes</dt>
            <dd className="text-slate-900">{protocol.notes}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

/** On a phone the first protocol shows, and the others behind "N more protocols" (phone-fold.ts). */
function Protocols({ profile }: { profile: DetailedPeptideProfile }) {
  const cards = profile.researchProtocols.map((protocol, i) => (
    <ProtocolCard key={`${protocol.goal}-${i}`} protocol={protocol} />
  ));
  const cut = phoneFoldAt(cards.length, 1);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Protocols as described in research and informal reports; not dosing advice.
      </p>
      {cards.slice(0, cut)}
      {cut < cards.length ? (
        <details className="phone-more space-y-3">
          <summary>{`${cards.length - cut} more protocols`}</summary>
          {cards.slice(cut)}
        </details>
      ) : null}
    </div>
  );
}

function Interactions({ profile }: { profile: DetailedPeptideProfile }) {
  return (
    <ul className="divide-y divide-slate-200">
      {profile.peptideInteractions.map((interaction, i) => {
        const label = interactionLabel(interaction.interaction);
        return (
          <li key={`${interaction.peptide}-${i}`} className="py-3 first:pt-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{interaction.peptide}</h3>
              <Badge variant={interactionVariant[label]}>{label}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-700">{interaction.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

function IndicatorList({
  title,
  items,
  tone,
}: {
  title: string;
  items: QualityIndicator[];
  tone: string;
}) {
  return (
    <div className={`rounded-md border p-4 ${tone}`}>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item, i) => (
          <li key={`${item.indicator}-${i}`}>
            <span className="font-semibold">{item.indicator}: </span>
            {item.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

function QualityCheck({ profile }: { profile: DetailedPeptideProfile }) {
  const quality = profile.qualityIndicators;
  return (
    <div className="space-y-3">
      <IndicatorList
        title="Good signs"
        items={quality.good}
        tone="border-green-300 bg-green-50 text-green-950"
      />
      <IndicatorList
        title="Acceptable"
        items={quality.acceptable}
        tone="border-slate-300 bg-slate-50 text-slate-900"
      />
      <IndicatorList
        title="Red flags"
        items={quality.redFlags}
        tone="border-red-300 bg-red-50 text-red-950"
      />
      <Notice tone="info" title="Storage">
        {quality.storageNote}
      </Notice>
    </div>
  );
}

export function ProfileTabs({ profile }: { profile: DetailedPeptideProfile }) {
  return (
    <section
      aria-label="Research details"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <Tabs
        label="Research details"
        anchor="research-details"
        phoneLayout="stack"
        items={[
          {
            id: 'protocols',
            label: 'Research Protocols',
            content: <Protocols profile={profile} />,
          },
          {
            id: 'interactions',
            label: 'Interactions',
            content: <Interactions profile={profile} />,
          },
          { id: 'quality', label: 'Quality Check', content: <QualityCheck profile={profile} /> },
        ]}
      />
    </section>
  );
}
