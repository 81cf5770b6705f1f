import type { Route } from './+types/admin-vendors';
import { vendorsAction, vendorsLoader } from '~/features/editorial/editor-actions.server';
import { EditorPage } from '~/features/editorial/editor-page';
import { VendorForm, VendorPicker } from '~/features/editorial/vendor-form';
import { readVendorFeed } from '~/features/price-feeds/feed-admin-reads.server';
import { FeedSettingsForm } from '~/features/price-feeds/feed-settings-form';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader and the action, before any read or write.
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const data = await vendorsLoader(request, context);
  const feed = data.chosen ? await readVendorFeed(context.db, data.chosen.slug) : null;
  return { ...data, feed };
};
export const action = ({ request, context }: Route.ActionArgs) => vendorsAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Vendors',
    description: 'Add or correct a vendor.',
    path: '/admin/vendors',
    noindex: true,
  });

export default function AdminVendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendors, chosen } = loaderData;
  return (
    <EditorPage
      title={chosen ? `Correct ${chosen.name}` : 'Add a vendor'}
      intro="Every correction is kept in the change log with who made it and when."
      message={actionData?.ok ? actionData.message : undefined}
    >
      <VendorPicker vendors={vendors} chosen={chosen?.slug} />
      <VendorForm vendor={chosen} outcome={actionData} />
      {chosen ? <FeedSettingsForm vendor={chosen.slug} feed={loaderData.feed} /> : null}
    </EditorPage>
  );
}
