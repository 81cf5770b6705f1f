/**
 * PostgreSQL error codes from a failed query. Drizzle wraps the driver's error, so the code
 * may sit one or more `cause` levels down. Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/** The error and the errors it wraps (`cause`), outermost first. */
function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

export function pgErrorCode(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Node's socket errors for a server that is down, restarting or out of reach. */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot answer now: 57P01-57P03 admin shutdown, crash shutdown,
 * cannot connect now (starting up); 57014 statement cancelled (our statement_timeout); 53300 too
 * many connections. Class 08 (connection exception) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres and pg-pool (8.x / 3.x) report these without a code. */
const driverMessages = [
  /^Connection terminated\b/, // '... unexpectedly', '... due to connection timeout'
  /^timeout exceeded when trying to connect$/, // no pool client within connectionTimeoutMillis
  /^Query read timeout$/, // no answer within query_timeout (a hung server)
  /is not queryable$/, // a client whose connection already failed or was closed
];

function isOutage({ code, message }: ErrorLike): boolean {
  if (typeof code === 'string') {
    if (unreachable.has(code) || unavailableStates.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/** The error in the chain that says the database is out of reach, if any. */
function outageIn(error: unknown): ErrorLike | undefined {
  for (const current of causeChain(error)) {
    if (isOutage(current)) return current;
    // Node reports a refused connection to each address of a host name in one AggregateError.
    if (Array.isArray(current.errors)) {
      for (const inner of current.errors) {
        const outage = outageIn(inner);
        if (outage) return outage;
      }
    }
  }
  return undefined;
}

/**
 * True when a query failed because the database is down, restarting, hung or full, rather than
 * because of the query: such a failure must reach the visitor as a 503, never as an empty list.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return outageIn(error) !== undefined;
}

/**
 * One log line's worth: the driver's code and message. Never Drizzle's wrapper message, which
 * holds the query and its parameters (session tokens among them).
 */
export function databaseOutageReason(error: unknown): string {
  const outage = outageIn(error);
  const message = typeof outage?.message === 'string' ? outage.message.slice(0, 200) : 'unknown';
  const code = typeof outage?.code === 'string' ? outage.code : undefined;
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

/** The one line a request that met an outage logs (no stack: the cause is outside the code). */
export function logDatabaseUnavailable(error: unknown): void {
  console.error(`[database] unavailable: ${databaseOutageReason(error)}`);
}
