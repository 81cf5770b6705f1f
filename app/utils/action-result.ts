/**
 * The one shape of an action's answer when it does not redirect: `ok`, a sentence for the page
 * (`message`: what was done, or why nothing was), and for a refused form the message of each
 * field (`fieldErrors`, from `parseForm`). An action adds what its page needs beside these
 * (`intent` when one page has several forms, a toast, the values to fill the form again), but
 * never names them differently. A refusal is answered with its status by `refused`.
 */
import { data } from 'react-router';
import type { FieldErrors } from './form-validation';

export type ActionDone = { ok: true; message?: string };
export type ActionRefused = { ok: false; message?: string; fieldErrors?: FieldErrors };
export type ActionResult = ActionDone | ActionRefused;

/**
 * A refusal with its HTTP status: 400 for bad input, 404 for a thing not there, 409, 429...
 * `headers` carries what the status needs beside the body (a 429's Retry-After).
 */
export function refused<Extra extends object = object>(
  status: number,
  refusal: Omit<ActionRefused, 'ok'> & Extra,
  headers?: HeadersInit,
) {
  // `ok` last: nothing spread in among the extras can turn a refusal into a success.
  return data({ ...refusal, ok: false as const }, { status, headers });
}
