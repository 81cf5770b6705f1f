/**
 * What a log line may say. Every console call of the host, the app and the libraries becomes one
 * line (server/log.ts); this builds it: an error as app/utils/error-line.server.ts describes it
 * (a database error as the driver's code and message only: Drizzle's wrapper quotes the query and
 * its parameters, session tokens among them), and a last pass that blanks anything shaped like
 * a credential, for the line nobody foresaw.
 */
import { inspect } from 'node:util';
import { describeError } from '../app/utils/error-line.server';

export { describeError };

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
