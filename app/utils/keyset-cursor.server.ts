/**
 * Cursors for lists that page by key instead of OFFSET: the base64url of a JSON array holding
 * the list's name and the key of the last row shown, e.g. ["comments", "2026-11-28T08:00:00.123456Z",
 * "<uuid>"]. Nothing secret is in it, so it is not signed; it is strictly validated instead: a
 * cursor of another list, a forged or truncated one is refused with 400 before any query runs.
 */
import { data } from 'react-router';
import { z } from 'zod';

/** A PostgreSQL timestamptz to the microsecond, in UTC: a key must be exact or rows repeat. */
const microsecondTime = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;

/** A time as the cursors carry it; a date that does not exist (February 31) is refused. */
export const cursorTime = z.string().refine((text) => {
  const match = microsecondTime.exec(text);
  if (!match) return false;
  const parsed = new Date(`${match[1]}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === match[1];
});
export const cursorId = z.uuid();

/** SQL that prints a timestamptz column the way `cursorTime` reads it. */
export const cursorTimeFormat = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

const encodedCursor = /^[A-Za-z0-9_-]{1,512}$/;

export const invalidCursorMessage =
  'This page link is not valid (it may belong to another list). Open the list from its start.';

export function encodeCursor(list: string, key: readonly (string | boolean)[]): string {
  return Buffer.from(JSON.stringify([list, ...key]), 'utf8').toString('base64url');
}

function refuse(): never {
  throw data(invalidCursorMessage, { status: 400 });
}

/**
 * The key a cursor of `list` carries, checked against `key` (one schema per column), or null
 * when there is no cursor. Anything else answers 400 with `invalidCursorMessage`.
 */
export function readCursor<Key extends [z.ZodType, ...z.ZodType[]]>(
  list: string,
  raw: string | null,
  key: Key,
): z.infer<z.ZodTuple<Key, null>> | null {
  if (raw === null || raw === '') return null;
  if (!encodedCursor.test(raw)) refuse();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    refuse();
  }
  const parsed = z.tuple([z.literal(list), ...key]).safeParse(decoded);
  if (!parsed.success) refuse();
  const [, ...values] = parsed.data;
  return values as z.infer<z.ZodTuple<Key, null>>;
}
