/** GET /api/v1/lab-tests: each vendor's current lab result per peptide (docs/api.md). */
import { labTestsBody } from '~/features/open-data/open-data-bodies.server';
import { editorialJsonLoader, readOnly } from '~/features/open-data/open-data-response.server';

export const loader = editorialJsonLoader(labTestsBody);

export const action = readOnly;
