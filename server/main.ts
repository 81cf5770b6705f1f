/**
 * Starts Peptidia: a primary that migrates once, then forks WEB_CONCURRENCY stateless workers
 * sharing the port (default: one per core), restarts a worker that dies, and on SIGTERM/SIGINT
 * stops them all gracefully. With the embedded database the primary keeps it open and answers
 * the workers' queries (database/embedded/, decision 0028). With one process (one core,
 * WEB_CONCURRENCY=1, or development) that process does everything.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Env } from '../app/utils/env.server';
import type { DatabaseHandle } from '../database/client';
import { configOrExit } from './config';
import { hostHooksOf } from './host-hooks';
import type { HostHooks } from '../app/host-hooks.server';
import { installLogger } from './log';
import {
  answerCommands,
  fail,
  loadProductionBuild,
  openServerDatabase,
  startServer,
} from './start-server';

const dev = process.argv.includes('--dev');

// The environment and a .env beside package.json (real variables win), as every command reads it.
const env = configOrExit(dev ? { NODE_ENV: 'development' } : {});
// From here every console line is one line, in LOG_FORMAT, with no secret (server/log.ts).
installLogger(env.LOG_FORMAT);

const workers = dev ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism());

if (workers === 1) {
  await startServer(env, { dev, migrate: true });
} else if (cluster.isPrimary) {
  await runPrimary(env, workers);
} else {
  await startServer(env, { dev, migrate: false, shared: !env.DATABASE_URL });
}

/**
 * The primary's database: PostgreSQL is closed once migrated (the workers open their own pools);
 * the embedded database stays open here, answering the workers and `npm run db:backup`.
 */
async function keepForWorkers(env: Env, database: DatabaseHandle, hooks: HostHooks) {
  if (!database.shareWithWorkers) {
    await database.close();
    return { forget: () => {}, close: () => Promise.resolve() };
  }
  const sharing = database.shareWithWorkers();
  cluster.on('message', sharing.onMessage);
  const stopCommands = answerCommands(env, database, hooks);
  return {
    forget: sharing.forget,
    close: async () => {
      stopCommands();
      await database.close();
    },
  };
}

async function runPrimary(env: Env, count: number) {
  // glibc gives every thread its own malloc arena; two are plenty for a worker's few threads
  // and keep each worker about 20 MB smaller (docs/performance.md). Read at a process's start,
  // so it is set here for the workers the primary forks.
  process.env.MALLOC_ARENA_MAX ??= '2';
  const hooks = hostHooksOf(await loadProductionBuild());
  const database = await keepForWorkers(env, await openServerDatabase(env, true, hooks), hooks);
  // Structured clones on the IPC channel: query results keep their Dates, BigInts and bytes.
  cluster.setupPrimary({ serialization: 'advanced' });
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`;
  let stopping = false;
  let started = 0;
  cluster.on('listening', (_worker, address) => {
    // The port the workers share (the one the system chose when PORT=0).
    if (++started === count) {
      console.log(
        `Peptidia is running at ${env.SITE_URL} (port ${address.port}, ${where}, ${count} processes)`,
      );
    }
  });
  cluster.on('exit', (worker, code) => {
    database.forget(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        void database.close().finally(() => {
          console.log('Stopped.');
          process.exit(0);
        });
      }
      return;
    }
    // A worker that cannot start (bad port, database down) would fail again: stop everything.
    if (code === 1 && started < count) {
      void database.close().finally(() => fail('A server process could not start; stopping.'));
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${code}); starting another.`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) cluster.fork();
}
