/**
 * An error as one line a log may hold: its name, message and a few frames; a database error as
 * the driver's code and message only, never Drizzle's wrapper message, which quotes the query and
 * its parameters (session tokens, e-mail addresses, client IPs among them). Code that logs a
 * caught error passes it through `describeError`, so the line is safe before any logger sees it
 * (the host's logger, server/log.ts, describes errors the same way, for the line nobody foresaw).
 */
import { databaseOutageReason, isDatabaseUnavailable, pgErrorCode } from './database-errors.server';

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** The innermost error of a `cause` chain (the driver's, under Drizzle's wrapper). */
function innermost(error: ErrorLike): ErrorLike {
  let current = error;
  for (let depth = 0; depth < 5 && current.cause && typeof current.cause === 'object'; depth++) {
    current = current.cause as ErrorLike;
  }
  return current;
}

const firstLine = (text: unknown) => String(text ?? '').split('\n')[0]!;

/** True for an error from a query: a SQLSTATE code in the chain, or Drizzle's wrapper. */
function isQueryError(error: ErrorLike): boolean {
  if (firstLine(error.message).startsWith('Failed query')) return true;
  const code = innermost(error).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export function describeError(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error);
  const value = error as ErrorLike & { stack?: unknown };
  if (isDatabaseUnavailable(error)) return `database unavailable: ${databaseOutageReason(error)}`;
  if (isQueryError(value)) {
    const cause = innermost(value);
    const code = typeof cause.code === 'string' ? `${cause.code} ` : '';
    return `database error ${code}${firstLine(cause.message)}`;
  }
  const frames = String(value.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 4)
    .map((line) => line.trim());
  const head = `${String(value.name ?? 'Error')}: ${firstLine(value.message)}`;
  return frames.length ? `${head} (${frames.join('; ')})` : head;
}

/**
 * Only the code of a failed query (SQLSTATE, or the socket's for an outage), for a log line
 * whose query carries other people's values: even the driver's message can quote one
 * ('invalid input syntax for type integer: "..."').
 */
export function databaseErrorCode(error: unknown): string {
  const code = pgErrorCode(error) ?? innermost((error ?? {}) as ErrorLike).code;
  if (typeof code === 'string' && /^[0-9A-Z_]{1,20}$/.test(code)) return `database error ${code}`;
  if (error instanceof Error && !isQueryError(error)) return error.name;
  return 'database error';
}
