/**
 * The API's OpenAPI description, docs/openapi.json, as the site serves it at
 * /api/v1/openapi.json: bundled into the server build, so a deploy of the build alone has it.
 */
import openApiDocument from '../../../docs/openapi.json';
import { jsonAnswer, referenceCaching } from './open-data-response.server';

/** Changes only with a release, like the reference files: kept by the host until midnight. */
export const openApiAnswer = (now = new Date()) =>
  jsonAnswer(openApiDocument, referenceCaching(now));
