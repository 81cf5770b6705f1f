/**
 * What `npm start` checks before it spends 10-20 s building (scripts/build-if-stale.ts): the
 * configuration as the server will read it, that HOST resolves, that the port is free, and that
 * no other process holds the embedded database. Each failure is the line the server would print.
 */
import { createServer } from 'node:net';
import type { Env } from '../app/utils/env.server';
import { lockHolder, lockedMessage } from '../database/data-dir-lock';
import { checkHost, listenErrorMessage, readConfig } from './config';

/** Listens on HOST:PORT for a moment; the listen error's one line when that fails. */
function portProblem(env: Env): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(listenErrorMessage(error, env)));
    probe.listen(env.PORT, env.HOST, () => probe.close(() => resolve(undefined)));
  });
}

/** Throws EnvError (configuration) or Error (port, data folder) with the one line to show. */
export async function checkBeforeStart(): Promise<Env> {
  const env = readConfig();
  await checkHost(env.HOST);
  if (!env.DATABASE_URL) {
    const holder = lockHolder(env.DATA_DIR);
    if (holder !== undefined) throw new Error(lockedMessage(env.DATA_DIR, holder));
  }
  const problem = await portProblem(env);
  if (problem) throw new Error(problem);
  return env;
}
