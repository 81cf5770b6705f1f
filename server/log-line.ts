/**
 * What a log line may say. Every console call of the host, the app and the libraries becomes one
 * line (server/log.ts); this builds it: an error as its name, message and a few frames, a
 * database error as the driver's code and message only (Drizzle's wrapper quotes the query and
 * its parameters, session tokens among them), and a last pass that blanks anything shaped like
 * a credential, for the line nobody foresaw.
 */
import { inspect } from 'node:util';
import { databaseOutageReason, isDatabaseUnavailable } from '../app/utils/database-errors.server';

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

/** Shapes of secrets, blanked in every line whatever printed them. */
const secretShapes: [RegExp, string][] = [
  [/\bparams: .*/g, 'params: [not logged]'],
  [
    /(session_token|session_data|token|password|secret)(["']?\s*[=:]\s*["']?)[^\s"'&;,)}]+/gi,
    '$1$2[redacted]',
  ],
  [/\b(cookie|authorization)(["']?\s*:\s*["']?)[^"'\n]+/gi, '$1$2[redacted]'],
  [/(\/\/[^/:@\s]+:)[^@\s/]+@/g, '$1[redacted]@'],
];

export function redact(text: string): string {
  let result = text;
  for (const [shape, replacement] of secretShapes) result = result.replace(shape, replacement);
  return result;
}

/** The console arguments as one line of text. */
export function messageOf(args: unknown[]): string {
  const parts = args.map((arg) =>
    typeof arg === 'string'
      ? arg
      : arg instanceof Error || (arg && typeof arg === 'object' && 'stack' in arg)
        ? describeError(arg)
        : inspect(arg, { breakLength: Infinity, depth: 4, colors: false }),
  );
  return redact(
    parts
      .join(' ')
      .replace(/\s*\n\s*/g, ' | ')
      .trim(),
  );
}
