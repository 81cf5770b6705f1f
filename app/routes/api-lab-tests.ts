/** GET /api/v1/lab-tests: each vendor's current lab result per peptide, by page (docs/api.md). */
import { labTestList, labTestsPage } from '~/features/open-data/open-data-bodies.server';
import { pagedJsonLoader } from '~/features/open-data/list-pages.server';
import { readOnly } from '~/features/open-data/open-data-response.server';

export const loader = pagedJsonLoader(labTestList, labTestsPage);

export const action = readOnly;
