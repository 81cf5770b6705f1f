/** GET /api/v1/peptides: the peptide catalogue of the reference files (docs/api.md). */
import { peptidesBody } from '~/features/open-data/peptides-body';
import {
  jsonAnswer,
  readOnly,
  referenceCaching,
} from '~/features/open-data/open-data-response.server';
import { utcToday } from '~/features/prices/freshness';

export function loader() {
  const now = new Date();
  return jsonAnswer(peptidesBody(utcToday(now)), referenceCaching(now));
}

export const action = readOnly;
