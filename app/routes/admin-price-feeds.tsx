import type { Route } from './+types/admin-price-feeds';
import { EditorPage } from '~/features/editorial/editor-page';
import {
  priceFeedsAction,
  priceFeedsLoader,
} from '~/features/price-feeds/feed-admin-actions.server';
import { FeedList } from '~/features/price-feeds/feed-list';
import { WaitingItems } from '~/features/price-feeds/waiting-items';
import { FormAlert } from '~/features/auth/form-controls';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader and the action, before any read or write.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  priceFeedsLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  priceFeedsAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Price feeds',
    description: "Vendors' price feeds, their checks and the items waiting for an editor.",
    path: '/admin/price-feeds',
    noindex: true,
  });

export default function AdminPriceFeedsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title="Price feeds"
      intro="Each vendor's catalogue is read on a schedule. A matched item's new price within 40 % of the last is published at once; a larger change waits here for you."
      message={actionData?.ok ? actionData.message : undefined}
    >
      {actionData && !actionData.ok ? <FormAlert message={actionData.message} /> : null}
      <FeedList feeds={loaderData.feeds} />
      <WaitingItems items={loaderData.waiting} />
    </EditorPage>
  );
}
