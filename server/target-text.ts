/**
 * The request target is text from outside like a form field (app/utils/outside-text.ts): a path
 * or a query whose decoded text holds a control character (U+0000 among them, which PostgreSQL
 * refuses with error 22021), a non-character, or escapes that are not UTF-8 reaches no route.
 * A path is refused with 404 (no page has such an address), a query with 400.
 */
import { outsideTextProblem } from '../app/utils/outside-text';
import type { Refusal } from './request-guard';

const notFound: Refusal = {
  status: 404,
  message: 'Not Found: no page of this site has that address.',
};
const badQuery: Refusal = {
  status: 400,
  message: 'Bad Request: the query holds characters that are not text.',
};

/** The decoded text, or null for escapes that do not decode to UTF-8 text. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const isText = (text: string, rule: { singleLine?: boolean }) => {
  const plain = decoded(text);
  return plain !== null && outsideTextProblem(plain, rule) === null;
};

/** A refusal for a target whose path or query is not text, else null. */
export function refuseTargetText(target: string): Refusal | null {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!isText(path, { singleLine: true })) return notFound;
  // In a query a '+' is a space (application/x-www-form-urlencoded); each value may hold
  // line breaks, as a text area's does.
  if (queryAt !== -1 && !isText(target.slice(queryAt + 1).replace(/\+/g, ' '), {})) {
    return badQuery;
  }
  return null;
}
