/**
 * Research indications: each with its effectiveness badge and, beside it, its evidence level (the
 * rule on /methods#evidence); its description with the number of each checked source after the
 * sentence that source supports, and the sources listed under it. An indication without a
 * checked source says "No published source found"; one whose studies used another molecule
 * names it inside the evidence badge itself (evidence-badge.ts).
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { methodsPath } from '~/components/ui/score-legend';
import { evidenceBadgeText } from '~/data/evidence-badge';
import type { ResearchIndication } from '~/data/peptide-types';
import { effectivenessVariant } from '../badge-variants';
import { SourceList, SupportedDescription } from './indication-sources';
import { phoneFoldAt } from './phone-fold';
import { DetailSection } from './section';

function IndicationItem({
  indication,
  number,
  productName,
}: {
  indication: ResearchIndication;
  number: number;
  productName: string;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{indication.name}</h3>
        <Badge variant={effectivenessVariant(indication.effectiveness)}>
          {indication.effectiveness}
        </Badge>
        <span className="evidence-level">{`Evidence: ${evidenceBadgeText(indication, productName)}`}</span>
      </div>
      <SupportedDescription indication={indication} number={number} />
      {indication.references.length > 0 ? (
        <SourceList references={indication.references} number={number} />
      ) : null}
    </li>
  );
}

/** How many show on a phone before "N more research indications" (phone-fold.ts). */
const shownOnPhone = 2;

/** `productName`: the product the profile is about, named in a badge whose studies used another. */
export function ResearchIndications({
  indications,
  productName,
}: {
  indications: ResearchIndication[];
  productName: string;
}) {
  const items = indications.map((indication, i) => (
    <IndicationItem
      key={`${indication.name}-${i}`}
      indication={indication}
      number={i + 1}
      productName={productName}
    />
  ));
  const cut = phoneFoldAt(items.length, shownOnPhone);
  return (
    <DetailSection title="Research Indications">
      <p className="mb-3 text-sm text-slate-600">
        Each badge and evidence level follows one rule, and each source was read before it was
        listed:{' '}
        <Link to={methodsPath('evidence')} className="font-medium text-brand-800 underline">
          how evidence is rated
        </Link>
        .
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
