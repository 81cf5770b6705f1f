/**
 * The server process itself: configuration errors, the embedded database's folder lock, and a
 * graceful stop that finishes in-flight requests. Each test starts its own server process from
 * the same production build the other specs use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// Every server here listens on a port the system picks (PORT=0) and says which one in its log.
const children = new Set<ChildProcess>();
const folders: string[] = [];
test.afterEach(async () => {
  const running = [...children].filter((child) => child.exitCode === null && !child.signalCode);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(exits);
  children.clear();
  // Each folder holds an embedded cluster of about 40 MB: none is left in the temporary folder.
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A new DATA_DIR for one test, removed after it once its servers have exited. */
function dataFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'peptidia-process-'));
  folders.push(folder);
  return folder;
}

// Each test boots whole server processes (migrations included): allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

// The bundled host of the build under test (scripts/test-e2e.sh sets BUILD_DIR).
const hostMain = join(process.env.BUILD_DIR ?? 'build', 'host', 'main.js');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [hostMain], {
    // Always the embedded database: these tests are about the process, not the driver.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits for the 'running at <SITE_URL> (port N, ...)' line and returns the port it chose. */
async function portOf(server: { output: () => string; child: ChildProcess }): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const port = /running at \S+ \(port (\d+),/.exec(server.output())?.[1];
    if (port) return Number(port);
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 400; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

test('a wrong configuration value stops the server with one line naming the variable', async () => {
  const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataFolder() });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    'Invalid configuration: PORT must be a port number from 0 to 65535; for example PORT=3000',
  );
});

test('a second server on the same embedded database folder refuses to start', async () => {
  const dataDir = dataFolder();
  const first = startServer({ PORT: '0', DATA_DIR: dataDir });
  const port = await portOf(first);
  await waitForHealth(port);
  const second = startServer({ PORT: '0', DATA_DIR: dataDir });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('is in use by another process');
  // The first server is unharmed.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
});

test('npm run db:backup takes a backup from the running server, whose primary holds the database', async () => {
  const dataDir = dataFolder();
  const server = startServer({ PORT: '0', DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
  const port = await portOf(server);
  await waitForHealth(port);
  expect(server.output()).toContain('2 processes');
  const file = join(dataDir, 'backup.tar.gz');
  const command = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  command.stdout.on('data', (chunk) => (said += chunk));
  command.stderr.on('data', (chunk) => (said += chunk));
  expect(await new Promise((resolve) => command.on('exit', resolve)), said).toBe(0);
  // A gzip file of some size: the whole cluster, not an empty answer.
  const backup = readFileSync(file);
  expect(backup.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  expect(backup.length).toBeGreaterThan(100_000);
  // The site goes on serving while and after the primary wrote the backup.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
});

test('SIGTERM finishes the in-flight request, closes the database and exits 0', async () => {
  const server = startServer({ PORT: '0', DATA_DIR: dataFolder() });
  const port = await portOf(server);
  await waitForHealth(port);
  // Until the page cache is warm the server renders pages back to back and may not have taken
  // the request's connection yet when the signal comes: then it was never in flight.
  await expect.poll(server.output, { timeout: 60_000 }).toContain('Page cache warm');
  // A request whose body is still arriving is in flight until we finish sending it.
  const response = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/terms',
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'content-length': '10' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.write('hello');
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => req.end('world'), 500);
    }, 200);
  });
  expect(await response).toBeGreaterThanOrEqual(400); // answered, not dropped (405: no action)
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('Stopped.');
});
