/** GET /api/v1/prices.csv: the price table as a CSV download, linked from /compare-prices. */
import type { Route } from './+types/api-prices-csv';
import { pricesBody } from '~/features/open-data/open-data-bodies.server';
import {
  csvAnswer,
  editorialCaching,
  readOnly,
} from '~/features/open-data/open-data-response.server';
import { pricesCsv, pricesCsvFileName } from '~/features/open-data/prices-csv.server';
import { utcToday } from '~/features/prices/freshness';

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const body = await pricesBody(context.db, utcToday(now));
  return csvAnswer(pricesCsv(body), pricesCsvFileName(body), editorialCaching(now));
}

export const action = readOnly;
