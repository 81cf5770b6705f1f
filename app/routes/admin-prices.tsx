import type { Route } from './+types/admin-prices';
import { EditorPage } from '~/features/editorial/editor-page';
import { pricesAction, pricesLoader } from '~/features/editorial/price-actions.server';
import { CsvForm, PriceForm, RecentPrices } from '~/features/editorial/price-editor';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader and the action, before any read or write.
export const loader = ({ request, context }: Route.LoaderArgs) => pricesLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => pricesAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Prices',
    description: 'Add price observations.',
    path: '/admin/prices',
    noindex: true,
  });

export default function AdminPricesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title="Prices"
      intro="A new price for the same vendor, peptide, amount and variant supersedes the older one, which stays in the history. Prices older than 90 days are shown as stale."
      message={actionData?.ok ? actionData.message : undefined}
    >
      <PriceForm vendors={loaderData.vendors} outcome={actionData} />
      <CsvForm outcome={actionData} />
      <RecentPrices recent={loaderData.recent} />
    </EditorPage>
  );
}
