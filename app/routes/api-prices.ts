/** GET /api/v1/prices: the current price of every offer, with its day and source, by page (docs/api.md). */
import { priceList, pricesPage } from '~/features/open-data/open-data-bodies.server';
import { pagedJsonLoader } from '~/features/open-data/list-pages.server';
import { readOnly } from '~/features/open-data/open-data-response.server';

export const loader = pagedJsonLoader(priceList, pricesPage);

export const action = readOnly;
