/** GET /api/v1/lab-tests: each vendor's current lab result per peptide (docs/api.md). */
import type { Route } from './+types/api-lab-tests';
import { labTestsBody } from '~/features/open-data/open-data-bodies.server';
import {
  editorialCaching,
  jsonAnswer,
  readOnly,
} from '~/features/open-data/open-data-response.server';
import { utcToday } from '~/features/prices/freshness';

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return jsonAnswer(await labTestsBody(context.db, utcToday(now)), editorialCaching(now));
}

export const action = readOnly;
