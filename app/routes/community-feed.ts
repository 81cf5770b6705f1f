import { data } from 'react-router';
import type { Route } from './+types/community-feed';
import { discussionFeed } from '~/features/community/discussion-feed.server';
import { publicPageCache } from '~/utils/http-cache';

// /community/feed.xml and /community/category/:slug/feed.xml: the same for every reader, kept
// until the community's content version changes.
export async function loader({ params, context }: Route.LoaderArgs) {
  const xml = await discussionFeed(context, params.slug ?? null);
  if (xml === null) throw data('No such category.', { status: 404 });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      ...publicPageCache(3_600, { query: [], depends: ['community'], members: 'none' }),
    },
  });
}
