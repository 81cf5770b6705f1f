/** GET /api/v1/prices: the current price of every offer, with its day and source (docs/api.md). */
import type { Route } from './+types/api-prices';
import { pricesBody } from '~/features/open-data/open-data-bodies.server';
import {
  editorialCaching,
  jsonAnswer,
  readOnly,
} from '~/features/open-data/open-data-response.server';
import { utcToday } from '~/features/prices/freshness';

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return jsonAnswer(await pricesBody(context.db, utcToday(now)), editorialCaching(now));
}

export const action = readOnly;
