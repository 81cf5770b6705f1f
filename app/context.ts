/**
 * What the Node host hands every loader and action, made per request by createAppContext
 * below. Tests make the same object around their own database (tests/support/test-context.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import type { SessionUser } from '~/features/auth/session-user';
import type { Env } from '~/utils/env.server';

export interface AppContext {
  db: Database;
  env: Env;
  /** Fresh per request; every inline script of a server-rendered page carries it. */
  cspNonce: string;
  /** The client's IP address (from X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /**
   * Set by the host when it renders this page for its cache on a member's behalf
   * (app/page-templates.server.ts): the member, and whether the page is shared by every member
   * of their shape (loaders then see a stand-in for them) or is theirs alone.
   */
  pageFor?: { viewer: SessionUser; shared: boolean };
  /**
   * Set by the host when it renders a page's frame (app/page-frames.server.ts): a loader whose
   * page has per-request parts returns their tokens (app/utils/page-frame.server.ts) for them.
   */
  frame?: true;
  /**
   * Set by handleError (entry.server.tsx) when a loader or action failed because the database
   * is unavailable: the host then answers its 503 page instead of the rendered error page
   * (server/database-unavailable.ts).
   */
  databaseUnavailable?: true;
}

/** What the host knows of a request before the app runs. */
export type AppContextInput = Pick<
  AppContext,
  'db' | 'env' | 'cspNonce' | 'clientIp' | 'pageFor' | 'frame'
>;

/**
 * The one way to make a loader's context: the host calls it once per request, tests around
 * their database. Typed, so a missing or misspelt field fails the build instead of a request.
 */
export function createAppContext(input: AppContextInput): AppLoadContext {
  const { db, env, cspNonce, clientIp, pageFor, frame } = input;
  const context: AppLoadContext = { db, env, cspNonce, clientIp };
  if (pageFor) context.pageFor = pageFor;
  if (frame) context.frame = frame;
  return context;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
