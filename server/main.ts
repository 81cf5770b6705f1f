/**
 * Starts Peptidia. With the embedded database: one process. With PostgreSQL: a primary that
 * migrates once, then forks WEB_CONCURRENCY stateless workers sharing the port (default: one
 * per core), restarts a worker that dies, and on SIGTERM/SIGINT stops them all gracefully.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Env } from '../app/utils/env.server';
import { configOrExit } from './config';
import { hostHooksOf } from './host-hooks';
import { installLogger } from './log';
import { fail, loadProductionBuild, openServerDatabase, startServer } from './start-server';

const dev = process.argv.includes('--dev');

// The environment and a .env beside package.json (real variables win), as every command reads it.
const env = configOrExit(dev ? { NODE_ENV: 'development' } : {});
// From here every console line is one line, in LOG_FORMAT, with no secret (server/log.ts).
installLogger(env.LOG_FORMAT);

const workers = dev || !env.DATABASE_URL ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism());

if (workers === 1) {
  await startServer(env, { dev, migrate: true });
} else if (cluster.isPrimary) {
  await runPrimary(env, workers);
} else {
  await startServer(env, { dev, migrate: false });
}

async function runPrimary(env: Env, count: number) {
  // glibc gives every thread its own malloc arena; two are plenty for a worker's few threads
  // and keep each worker about 20 MB smaller (docs/performance.md). Read at a process's start,
  // so it is set here for the workers the primary forks.
  process.env.MALLOC_ARENA_MAX ??= '2';
  const hooks = hostHooksOf(await loadProductionBuild());
  await (await openServerDatabase(env, true, hooks)).close();
  let stopping = false;
  let started = 0;
  cluster.on('listening', () => {
    if (++started === count) {
      console.log(
        `Peptidia is running at ${env.SITE_URL} (port ${env.PORT}, PostgreSQL, ${count} processes)`,
      );
    }
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log('Stopped.');
        process.exit(0);
      }
      return;
    }
    // A worker that cannot start (bad port, database down) would fail again: stop everything.
    if (code === 1 && started < count) fail('A server process could not start; stopping.');
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
