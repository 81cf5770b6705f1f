/** GET /api/v1/vendors: every vendor with its current lab grade (docs/api.md). */
import type { Route } from './+types/api-vendors';
import { vendorsBody } from '~/features/open-data/open-data-bodies.server';
import {
  editorialCaching,
  jsonAnswer,
  readOnly,
} from '~/features/open-data/open-data-response.server';
import { utcToday } from '~/features/prices/freshness';

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return jsonAnswer(await vendorsBody(context.db, utcToday(now)), editorialCaching(now));
}

export const action = readOnly;
