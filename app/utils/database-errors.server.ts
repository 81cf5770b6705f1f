/**
 * PostgreSQL error codes from a failed query. Drizzle wraps the driver's error, so the code
 * may sit one or more `cause` levels down. Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
