/**
 * Logs an operator can use: one line per event, plain text or, with LOG_FORMAT=json,
 * one JSON object per line; lines written while a request is handled carry its id; no secret
 * (server/log-line.ts). The app, React and better-auth log through `console`, so the host
 * replaces console's methods once at start-up rather than asking every module for a logger.
 *
 * The request id follows a request through every await with AsyncLocalStorage. It is the
 * proxy's X-Request-Id when TRUST_PROXY is set (nginx: $request_id), so its log and ours meet;
 * otherwise one made here, only when a line needs it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { messageOf } from './log-line';

interface RequestScope {
  id?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();
const proxyId = /^[A-Za-z0-9._:-]{1,64}$/;

/** Runs `handle` with `req` as the request its log lines belong to. */
export function inRequestScope<T>(req: IncomingMessage, trustProxy: boolean, handle: () => T): T {
  const header = trustProxy ? req.headers['x-request-id'] : undefined;
  const id = typeof header === 'string' && proxyId.test(header) ? header : undefined;
  return scope.run({ id }, handle);
}

function requestId(): string | undefined {
  const current = scope.getStore();
  if (!current) return undefined;
  return (current.id ??= randomBytes(6).toString('hex'));
}

type Level = 'debug' | 'info' | 'warn' | 'error';

export function formatLine(
  format: 'text' | 'json',
  level: Level,
  args: unknown[],
  id = requestId(),
): string {
  const message = messageOf(args);
  if (format === 'json') {
    const entry = {
      time: new Date().toISOString(),
      level,
      pid: process.pid,
      requestId: id,
      message,
    };
    return JSON.stringify(entry);
  }
  return id ? `[${id}] ${message}` : message;
}

/** Makes every console call one line in `format` on stdout (info, debug) or stderr (warn, error). */
export function installLogger(format: 'text' | 'json'): void {
  const methods: [keyof Console & ('log' | 'info' | 'debug' | 'warn' | 'error'), Level][] = [
    ['log', 'info'],
    ['info', 'info'],
    ['debug', 'debug'],
    ['warn', 'warn'],
    ['error', 'error'],
  ];
  for (const [method, level] of methods) {
    const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
    console[method] = (...args: unknown[]) => {
      stream.write(`${formatLine(format, level, args)}\n`);
    };
  }
}
