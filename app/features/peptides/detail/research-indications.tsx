/**
 * Research indications with their effectiveness badge and, under each, the kind of evidence its
 * description rests on and its reference (issue 18, point 3). A reference is in the profile data
 * only once checked against its source, as an unchecked citation is worse than none; an
 * indication without one says so plainly.
 */
import { Badge } from '~/components/ui/badge';
import { evidenceKinds, type Reference, type ResearchIndication } from '~/data/peptide-types';
import { effectivenessVariant } from '../badge-variants';
import { phoneFoldAt } from './phone-fold';
import { DetailSection } from './section';

export const noReference = 'no published reference listed';

function ReferenceText({ reference }: { reference: Reference | undefined }) {
  if (!reference) return <>{noReference}</>;
  return (
    <>
      <a
        href={reference.url}
        className="text-brand-800 underline"
        target="_blank"
        rel="noopener noreferrer"
      >
        {reference.title}
      </a>{' '}
      ({reference.journal}, {reference.year})
    </>
  );
}

function IndicationItem({ indication }: { indication: ResearchIndication }) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{indication.name}</h3>
        <Badge variant={effectivenessVariant(indication.effectiveness)}>
          {indication.effectiveness}
        </Badge>
      </div>
      <p className="mt-1 text-sm">{indication.description}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt className="font-semibold">Evidence:</dt>
          <dd>{evidenceKinds[indication.evidence]}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">Reference:</dt>
          <dd>
            <ReferenceText reference={indication.reference} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** How many show on a phone before "N more research indications" (phone-fold.ts). */
const shownOnPhone = 2;

export function ResearchIndications({ indications }: { indications: ResearchIndication[] }) {
  const items = indications.map((indication, i) => (
    <IndicationItem key={`${indication.name}-${i}`} indication={indication} />
  ));
  const cut = phoneFoldAt(items.length, shownOnPhone);
  return (
    <DetailSection title="Research Indications">
      <p className="mb-3 text-sm text-slate-600">
        Each entry names the kind of evidence it rests on. References are added only once checked
        against the published source.
      </p>
      <ul className="space-y-3">{items.slice(0, cut)}</ul>
      {cut < items.length ? (
        <details className="phone-more mt-3">
          <summary>{`${items.length - cut} more research indications`}</summary>
          <ul className="space-y-3">{items.slice(cut)}</ul>
        </details>
      ) : null}
    </DetailSection>
  );
}
