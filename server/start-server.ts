/**
 * One server process: opens the database (migrating it unless the cluster's primary already
 * did), serves the app with Node's http server, warms the page cache in-process, and on
 * SIGTERM/SIGINT finishes in-flight requests, closes the database and exits 0.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { HostHooks } from '../app/host-hooks.server';
import type { Env } from '../app/utils/env.server';
import { answerBackupRequests } from '../database/backup-requests';
import { answerServerRequests, priceCheckRequests } from '../database/server-requests';
import type { DatabaseHandle } from '../database/client';
import { createApp } from './app';
import { runInBackground } from './background-work';
import { productionBuildDir } from './build-dir';
import { listenErrorMessage } from './config';
import { describeDatabaseOpenError } from './database-open-errors';
import { hostHooksOf } from './host-hooks';
import { createHttpServer } from './http-server';
import { inRequestScope } from './log';
import { openDatabaseWhenReachable } from './open-database';
import { baseSecurityHeaders } from './security-headers';
import { loadStaticAssets } from './static-assets';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The production server build, or a clear stop when there is none. */
export async function loadProductionBuild(): Promise<ServerBuild> {
  try {
    return (await import(
      pathToFileURL(`${productionBuildDir()}${sep}server/index.js`).href
    )) as ServerBuild;
  } catch {
    fail('No production build found: run `npm run build` first (npm start does it for you).');
  }
}

/**
 * Opens the database or stops the process with a clear message. The process that migrates
 * (the only one, or the cluster's primary) also runs the app's start-up work (ADMIN_EMAILS).
 */
export async function openServerDatabase(
  env: Env,
  migrate: boolean,
  hooks: HostHooks,
  shared = false,
): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    // PostgreSQL that is not up yet is waited for (open-database.ts).
    // The process that migrates says what a first start spends its time on.
    const report = migrate ? (line: string) => console.log(line) : undefined;
    database = await openDatabaseWhenReachable(env, { migrate, shared, report });
  } catch (error) {
    fail(describeDatabaseOpenError(error));
  }
  if (migrate) {
    try {
      const promoted = await hooks.afterMigrate(database.db, env);
      if (promoted > 0) console.log(`ADMIN_EMAILS: ${promoted} account(s) are admins.`);
    } catch (error) {
      console.error(`Could not apply ADMIN_EMAILS: ${(error as Error).message}`);
    }
  }
  return database;
}

/**
 * The process that holds the embedded database (the only one, or the cluster's primary) answers
 * `npm run db:backup` and `npm run prices:check` through request files in DATA_DIR
 * (database/backup-requests.ts, decision 0013; database/server-requests.ts). Returns the function
 * that stops answering; a no-op where this process holds none.
 */
export function answerCommands(env: Env, database: DatabaseHandle, hooks: HostHooks): () => void {
  if (!database.dump) return () => {};
  const log = (line: string) => console.log(line);
  const stopBackups = answerBackupRequests(env.DATA_DIR, database.dump, log);
  const stopChecks = answerServerRequests(
    priceCheckRequests(env.DATA_DIR),
    (vendorSlug) => hooks.priceCheck(database.db, env, vendorSlug),
    log,
  );
  return () => {
    stopBackups();
    stopChecks();
  };
}

type ServeStatic = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) => boolean | Promise<boolean>;

/** The app to serve: Vite's on-demand build (development) or the production build from disk. */
async function loadApp(env: Env, dev: boolean) {
  if (dev) {
    const vite = await import('vite').then((module) =>
      module.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    );
    const build = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    const serveStatic: ServeStatic = (req, res) =>
      new Promise((resolve) => vite.middlewares(req, res, () => resolve(false)));
    return { build, hooks: hostHooksOf(await build()), serveStatic };
  }
  const build = await loadProductionBuild();
  const staticAssets = loadStaticAssets(
    `${productionBuildDir()}${sep}client`,
    baseSecurityHeaders(env.SITE_URL.startsWith('https://')),
  );
  return { build, hooks: hostHooksOf(build), serveStatic: staticAssets.serve };
}

/**
 * On SIGTERM/SIGINT: stop accepting, let in-flight requests finish (keep-alive connections close
 * as soon as theirs is answered), close the database, exit 0; after 10 s close what is left.
 */
function stopGracefully(
  server: Server,
  database: DatabaseHandle,
  stopping: { now: boolean; also: () => void },
) {
  function shutdown(signal: string) {
    if (stopping.now) return;
    stopping.now = true;
    stopping.also();
    console.log(`${signal} received: finishing in-flight requests.`);
    const force = setTimeout(() => {
      console.error('Requests did not finish within 10 s; closing anyway.');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idleSweep);
      await database.close();
      console.log('Stopped.');
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * `migrate`: this is the only process, or the primary did not migrate. `shared`: a cluster worker
 * whose primary holds the embedded database.
 */
export async function startServer(
  env: Env,
  options: { dev: boolean; migrate: boolean; shared?: boolean },
) {
  const { dev } = options;
  const { build, hooks, serveStatic } = await loadApp(env, dev);
  const database = await openServerDatabase(env, options.migrate, hooks, options.shared);
  const mode = dev ? 'development' : 'production';
  // Every line logged while a request is handled carries its id (server/log.ts).
  const requestScope = <T>(req: IncomingMessage, run: () => T) =>
    inRequestScope(req, env.TRUST_PROXY, run);
  const app = createApp({ env, database, build, mode, serveStatic, hooks, requestScope });
  const server = createHttpServer(
    (req, res) => void app.handle(req, res),
    (req, res) => app.refuseBeforeBody(req, res),
  );
  server.on('error', (error: NodeJS.ErrnoException) => {
    void database.close();
    fail(listenErrorMessage(error, env));
  });
  const stopping = { now: false, also: answerCommands(env, database, hooks) };
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const where =
      database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL';
    // The address visitors use (SITE_URL), and where this process listens.
    if (options.migrate) {
      console.log(`Peptidia is running at ${env.SITE_URL} (port ${port}, ${where})`);
    }
    if (dev) return;
    // Renders every public page once so the first visitors are served from memory.
    const started = Date.now();
    void app
      .warm(hooks.publicPaths(), () => stopping.now)
      .then(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`Page cache warm: ${app.pageCache.size} pages in ${seconds} s`);
      });
  });
  runInBackground(() => hooks.background(database.db, env), stopping);
  stopGracefully(server, database, stopping);
}
