/**
 * What the Node host hands every loader and action, made per request by createAppContext
 * below. Tests make the same object around their own database (tests/support/test-context.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import type { SessionUser } from '~/features/auth/session-user';
import type { Env } from '~/utils/env.server';
import type { ViewerTemplate } from '~/utils/viewer-template.server';

export interface AppContext {
  db: Database;
  env: Env;
  /** Fresh per request; every inline script of a server-rendered page carries it. */
  cspNonce: string;
  /** The client's IP address (from X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /**
   * Set by the host when it wants this member page as a template (member-pages.server.ts) for
   * the member it found: the root loader then hands out a stand-in for them, and the renderer
   * fills the page in for them and leaves the template here for the host to keep (for a plain
   * 200 page).
   */
  viewerTemplate?: { viewer: SessionUser; template?: ViewerTemplate };
  /**
   * Set by handleError (entry.server.tsx) when a loader or action failed because the database
   * is unavailable: the host then answers its 503 page instead of the rendered error page
   * (server/database-unavailable.ts).
   */
  databaseUnavailable?: true;
}

/** What the host knows of a request before the app runs. */
export type AppContextInput = Pick<AppContext, 'db' | 'env' | 'cspNonce' | 'clientIp'>;

/**
 * The one way to make a loader's context: the host calls it once per request, tests around
 * their database. Typed, so a missing or misspelt field fails the build instead of a request.
 */
export function createAppContext({ db, env, cspNonce, clientIp }: AppContextInput): AppLoadContext {
  return { db, env, cspNonce, clientIp };
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
