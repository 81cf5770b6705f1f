import type { Route } from './+types/methods';
import { Breadcrumbs, TableOfContents } from '~/components/layout/page-outline';
import { EvidenceMethod } from '~/features/methods/evidence-method';
import { profilesReviewSummary } from '~/features/methods/evidence-review.server';
import { LabGradeMethod, PriceMethod } from '~/features/methods/grade-and-price-methods';
import { methodsSections } from '~/features/methods/methods-outline';
import {
  RatingMethod,
  StackScoreMethod,
  TrustScoreMethod,
  VendorFactsMethod,
  VerifiedMethod,
} from '~/features/methods/score-methods';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Static text, the site's own constants and the profile data: the same page for every visitor.
export const headers = () => publicPageCache(86_400, { query: [] });

export function loader() {
  return { reviews: profilesReviewSummary() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'How Scores Are Made',
    description:
      'How Peptidia’s lab grades, prices, trust and stack scores, ratings, Verified badges and evidence levels are made, what each rests on, and what is unverified.',
    keywords: ['peptide vendor lab grade method', 'vendor trust score'],
    path: '/methods',
  });

const outline = Object.entries(methodsSections).map(([id, label]) => ({ id, label }));

export default function MethodsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 xl:grid xl:max-w-6xl xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-x-8">
      <Breadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'How scores are made' }]}
        className="xl:col-span-2"
      />
      <header className="xl:col-start-2">
        <h1 className="text-3xl font-bold text-slate-900">How scores are made</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          Each figure on Peptidia, what it is out of and what it rests on. Where the data does not
          record how a figure was made, this page says so: such a figure is editorial and
          unverified.
        </p>
      </header>
      <TableOfContents
        items={outline}
        className="mt-6 xl:col-start-1 xl:row-span-2 xl:row-start-2 xl:mt-0"
      />
      <div className="xl:col-start-2">
        <LabGradeMethod />
        <PriceMethod />
        <TrustScoreMethod />
        <RatingMethod />
        <VerifiedMethod />
        <StackScoreMethod />
        <VendorFactsMethod />
        <EvidenceMethod reviews={loaderData.reviews} />
      </div>
    </div>
  );
}
