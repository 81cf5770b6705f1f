/** GET /api/v1/openapi.json: the machine-readable description of the open data API (docs/api.md). */
import { openApiAnswer } from '~/features/open-data/openapi-document.server';
import { readOnly } from '~/features/open-data/open-data-response.server';

export const loader = () => openApiAnswer();

export const action = readOnly;
