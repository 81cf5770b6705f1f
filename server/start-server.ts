/**
 * One server process: opens the database (migrating it unless the cluster's primary already
 * did), serves the app with Node's http server, warms the page cache in-process, and on
 * SIGTERM/SIGINT finishes in-flight requests, closes the database and exits 0.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { applyAdminEmails } from '../app/features/auth/admin-role.server';
import type { Env } from '../app/utils/env.server';
import type { DatabaseHandle } from '../database/client';
import { DataDirLockedError } from '../database/data-dir-lock';
import { createApp } from './app';
import { productionBuildDir } from './build-dir';
import { createHttpServer } from './http-server';
import { openDatabaseWhenReachable } from './open-database';
import { baseSecurityHeaders } from './security-headers';
import { loadStaticAssets } from './static-assets';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Opens the database or stops the process with a clear message. The process that migrates
 * (the only one, or the cluster's primary) also applies ADMIN_EMAILS to existing accounts.
 */
export async function openServerDatabase(env: Env, migrate: boolean): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    // PostgreSQL that is not up yet is waited for (open-database.ts).
    database = await openDatabaseWhenReachable(env, { migrate });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  if (migrate) {
    try {
      const promoted = await applyAdminEmails(database.db, env.ADMIN_EMAILS);
      if (promoted > 0) console.log(`ADMIN_EMAILS: ${promoted} account(s) are admins.`);
    } catch (error) {
      console.error(`Could not apply ADMIN_EMAILS: ${(error as Error).message}`);
    }
  }
  return database;
}

export async function startServer(env: Env, options: { dev: boolean; migrate: boolean }) {
  const { dev } = options;
  const database = await openServerDatabase(env, options.migrate);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let serveStatic: (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ) => boolean | Promise<boolean>;

  if (dev) {
    const vite = await import('vite').then((module) =>
      module.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    );
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    serveStatic = (req, res) =>
      new Promise((resolve) => vite.middlewares(req, res, () => resolve(false)));
  } else {
    const buildDir = productionBuildDir() + sep;
    try {
      build = (await import(pathToFileURL(`${buildDir}server/index.js`).href)) as ServerBuild;
    } catch {
      fail('No production build found: run `npm run build` first (npm start does it for you).');
    }
    const staticAssets = loadStaticAssets(
      `${buildDir}client`,
      baseSecurityHeaders(env.SITE_URL.startsWith('https://')),
    );
    serveStatic = staticAssets.serve;
  }

  const app = createApp({
    env,
    database,
    build,
    mode: dev ? 'development' : 'production',
    serveStatic,
  });
  const server = createHttpServer(
    (req, res) => void app.handle(req, res),
    (req, res) => app.refuseBeforeBody(req, res),
  );

  server.on('error', (error: NodeJS.ErrnoException) => {
    void database.close();
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use: stop the other server or set PORT.`
        : `Server error: ${error.message}`,
    );
  });

  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    if (options.migrate)
      console.log(
        `Peptidia is running at http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'})`,
      );
    if (!dev) {
      // Renders every public page once so the first visitors are served from memory.
      const entry = (build as ServerBuild).entry.module as { publicPaths?: () => string[] };
      const started = Date.now();
      void app
        .warm(entry.publicPaths?.() ?? [], () => shuttingDown)
        .then(() =>
          console.log(
            `Page cache warm: ${app.pageCache.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          ),
        );
    }
  });

  let shuttingDown = false;
  function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests.`);
    const force = setTimeout(() => {
      console.error('Requests did not finish within 10 s; closing anyway.');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    const stopped = async () => {
      clearInterval(idleSweep);
      await database.close();
      console.log('Stopped.');
      process.exit(0);
    };
    // Keep-alive connections close as soon as their in-flight request has been answered.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(stopped);
    server.closeIdleConnections();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
