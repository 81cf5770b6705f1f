/** GET /api/v1/vendors: every vendor with its current lab grade (docs/api.md). */
import { vendorsBody } from '~/features/open-data/open-data-bodies.server';
import { editorialJsonLoader, readOnly } from '~/features/open-data/open-data-response.server';

export const loader = editorialJsonLoader(vendorsBody);

export const action = readOnly;
