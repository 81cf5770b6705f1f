/**
 * What the Node host hands every loader and action (server/main.ts builds it per request).
 * Tests build the same object around an in-memory database.
 */
import type { Database } from '#database/client';
import type { Env } from '~/utils/env.server';

export interface AppContext {
  db: Database;
  env: Env;
  /** Fresh per request; every inline script of a server-rendered page carries it. */
  cspNonce: string;
  /** The client's IP address (from X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
