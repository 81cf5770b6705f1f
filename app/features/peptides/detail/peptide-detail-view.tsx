/**
 * The one detail screen behind /peptide/{slug}, /stack/{slug} and /peptides/{slug}: the detailed
 * layout when a profile exists, otherwise the simple layout, plus the page's JSON-LD.
 */
import { Breadcrumbs, TableOfContents } from '~/components/layout/page-outline';
import { Notice } from '~/components/ui/notice';
import { useNonce } from '~/utils/nonce';
import type { ReactNode } from 'react';
import type { PricedPeptideDetail } from '../types';
import { DetailHeader } from './detail-header';
import { DetailSidebar } from './detail-sidebar';
import { DetailedProfile } from './detailed-profile';
import { LastReviewed } from './last-reviewed';
import { detailOutline } from './outline';
import { SafetySummary } from './safety-summary';
import { SimpleOverview } from './simple-overview';

export function PeptideDetailView({
  detail,
  structuredData,
  protocolCost,
}: {
  detail: PricedPeptideDetail;
  /** What a protocol costs, from the calculator's cost section (the route puts it in). */
  protocolCost?: ReactNode;
  /** JSON-LD already escaped for an inline script (structured-data.ts). */
  structuredData: string;
}) {
  const nonce = useNonce();
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Peptides', to: '/peptides' },
          { label: detail.name },
        ]}
      />
      <DetailHeader
        name={detail.name}
        fullName={detail.fullName}
        tagline={detail.tagline}
        difficulty={detail.difficulty}
        canonicalPath={detail.canonicalPath}
      />
      <Notice className="mt-6">
        Research and education only: not for human consumption and not medical advice.
      </Notice>
      {detail.profile ? <LastReviewed review={detail.profile.review} /> : null}
      {detail.profile ? <SafetySummary profile={detail.profile} /> : null}
      {/* From 1280 px the contents get a column of their own and stay in view while reading. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[11rem_minmax(0,1fr)_18rem]">
        <TableOfContents items={detailOutline(detail)} className="lg:col-span-2 xl:col-span-1" />
        {detail.profile ? (
          <DetailedProfile profile={detail.profile} difficulty={detail.difficulty} />
        ) : (
          <SimpleOverview record={detail.record} />
        )}
        <DetailSidebar detail={detail} />
      </div>
      {protocolCost}
    </article>
  );
}
