/**
 * Opening the database at start-up. PostgreSQL may not be up yet (a machine that boots the site
 * before its database, both restarted together): then the server says so in one line, retries
 * every 2 s and starts as soon as it connects, repeating the line once a minute while it waits.
 * Any other failure (wrong password, unknown database, a locked PGlite folder) is thrown at once;
 * the embedded database is opened as before.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { databaseOutageReason, isDatabaseUnavailable } from '../app/utils/database-errors.server';
import { openDatabase, type DatabaseHandle } from '../database/client';

export async function untilReachable<T>(
  open: () => Promise<T>,
  options: { retryMs?: number; remindMs?: number } = {},
): Promise<T> {
  const { retryMs = 2_000, remindMs = 60_000 } = options;
  let waitingSince: number | undefined;
  let toldAt = 0;
  for (;;) {
    try {
      const opened = await open();
      if (waitingSince !== undefined) {
        const seconds = Math.round((Date.now() - waitingSince) / 1000);
        console.log(`Database reachable after ${seconds} s; starting.`);
      }
      return opened;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const now = Date.now();
      waitingSince ??= now;
      if (now - toldAt >= remindMs) {
        toldAt = now;
        console.error(
          `Database not reachable at DATABASE_URL (${databaseOutageReason(error)}); ` +
            `retrying every ${retryMs / 1000} s…`,
        );
      }
      await delay(retryMs);
    }
  }
}

export function openDatabaseWhenReachable(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  options: { migrate: boolean; shared?: boolean; report?: (line: string) => void },
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openDatabase(env, options);
  return untilReachable(() => openDatabase(env, options));
}
