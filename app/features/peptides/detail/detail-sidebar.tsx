/**
 * The detail sidebar: Quick Reference (typical dosage, cycle duration, price range), the
 * injection card (intranasal for Selank and Semax), side effects with the medical notice (simple
 * layout) and the derived vendors with their listed offers.
 */
import { ButtonLink } from '~/components/ui/button-link';
import { Notice } from '~/components/ui/notice';
import { CataloguePriceDate } from '../catalogue-price-date';
import type { PeptideDetailData, PricedPeptideDetail } from '../types';
import { FollowButton } from '~/features/follows/follow-button';
import { VendorOffersCard } from './vendor-offers-card';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5';

function QuickReference({ detail }: { detail: PeptideDetailData }) {
  const rows = [
    ['Typical dosage', detail.record.dosage],
    ['Cycle duration', detail.record.duration],
    [
      'Price range',
      <>
        {detail.record.priceRange}{' '}
        <span className="text-slate-600">
          (<CataloguePriceDate />)
        </span>
      </>,
    ],
  ] as const;
  return (
    <section aria-labelledby="quick-reference" className={cardClass}>
      <h2 id="quick-reference" className="text-lg font-semibold text-slate-900">
        Quick Reference
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-slate-600">{term}</dt>
            <dd className="tabular mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Administration({ detail }: { detail: PeptideDetailData }) {
  const intranasal = detail.administration === 'intranasal';
  const title = intranasal ? 'Intranasal Administration' : 'Injection Guide';
  const lead = intranasal
    ? `${detail.name} is given intranasally in studies, not injected.`
    : detail.administration === 'injection'
      ? 'Injection sites described in research (subcutaneous or intramuscular):'
      : 'How it is taken:';
  return (
    <section aria-labelledby="administration" className={cardClass}>
      <h2 id="administration" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{lead}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {detail.record.injectionSites.map((site) => (
          <li key={site}>{site}</li>
        ))}
      </ul>
      <ButtonLink to="/guides" variant="secondary" className="mt-4 w-full">
        View Guide
      </ButtonLink>
    </section>
  );
}

function SideEffects({ detail }: { detail: PeptideDetailData }) {
  return (
    <section aria-labelledby="side-effects" className={cardClass}>
      <h2 id="side-effects" className="scroll-mt-20 text-lg font-semibold text-slate-900">
        Side Effects
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {detail.record.sideEffects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <Notice tone="warning" title="Important Medical Information" className="mt-4">
        This page is for research and education only and is not medical advice. Consult a healthcare
        provider; individual results vary. These products are not intended to diagnose, treat, cure
        or prevent any disease.
      </Notice>
    </section>
  );
}

export function DetailSidebar({ detail }: { detail: PricedPeptideDetail }) {
  return (
    <aside aria-label="Quick facts" className="space-y-4">
      <QuickReference detail={detail} />
      <Administration detail={detail} />
      {detail.profile ? null : <SideEffects detail={detail} />}
      <VendorOffersCard vendors={detail.vendors} />
      {detail.canonicalPath.startsWith('/stack/') ? null : (
        <FollowButton subject={{ kind: 'peptide', key: detail.slug }} name={detail.name} />
      )}
    </aside>
  );
}
