/** GET /api/v1/prices: the current price of every offer, with its day and source (docs/api.md). */
import { pricesBody } from '~/features/open-data/open-data-bodies.server';
import { editorialJsonLoader, readOnly } from '~/features/open-data/open-data-response.server';

export const loader = editorialJsonLoader(pricesBody);

export const action = readOnly;
