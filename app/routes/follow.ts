/**
 * /follow: POST follows or unfollows a peptide's or a vendor's prices; GET answers whether the
 * signed-in member follows one, for the button on a kept page (never kept itself).
 */
import type { Route } from './+types/follow';
import { followAction, followState } from '~/features/follows/follow-actions.server';
import { privateAnswer } from '~/utils/action-headers.server';
import { pageQuery } from '~/utils/page-query.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, context, 'not kept');
  const state = await followState(request, context, query.get('kind'), query.get('key'));
  return Response.json(state, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return privateAnswer(await followAction(request, context));
}
