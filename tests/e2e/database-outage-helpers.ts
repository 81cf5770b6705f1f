/**
 * A throwaway PostgreSQL cluster the outage spec may stop, freeze and start again
 * (scripts/postgres-temp.sh), the production server as a child process against it, and members
 * who post through the real forms over HTTP, with their session cookie and the site's Origin.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newUser } from './auth-helpers';

/** CI installs Debian's postgresql (.ci/run); without it these tests must fail, not skip. */
export function requirePostgresBinaries() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  if (!versions.some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): the database outage ' +
        'tests need it. Debian: apt-get install postgresql (.ci/run does this).',
    );
  }
}

/** One cluster per port, in /tmp/peptidia-pg-<port>; its data survives stop and start. */
export function postgresCluster(port: number) {
  const script = (action: string) =>
    execFileSync('bash', ['scripts/postgres-temp.sh', action, String(port)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  return {
    start: () => script('start').trim(),
    stop: () => script('stop'),
    /** Stopped and deleted: the cluster's 50 MB leave /tmp with the spec file. */
    remove: () => script('remove'),
    pause: () => script('pause'),
    resume: () => script('resume'),
    /** Whatever an earlier, interrupted run left: thawed and stopped. */
    reset() {
      try {
        script('resume');
      } catch {
        // not running
      }
      script('stop');
    },
  };
}

/** A new, empty database on the cluster at `url`; returns its URL. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** The production server (the build in BUILD_DIR) on PostgreSQL, as `npm run serve` runs it. */
export async function startServer(databaseUrl: string, workers: number): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'outage-secret-outage-secret-outage-0123',
      WEB_CONCURRENCY: String(workers),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'peptidia-outage-')),
      RATE_LIMIT_SCALE: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, origin, output: () => output };
}

/** Resolves once the server answers /healthz 200. */
export async function healthy(server: ServerProcess, timeoutMs = 60_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const status = await fetch(`${server.origin}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy in ${timeoutMs} ms:\n${server.output()}`);
}

/** A member signed up and signed in through /auth; `request` sends their cookie and Origin. */
export async function signedInMember(origin: string) {
  const user = newUser();
  const post = (form: Record<string, string>) =>
    fetch(`${origin}/auth`, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { origin },
      redirect: 'manual',
    });
  const signUp = await post({ intent: 'sign-up', ...user });
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  const signIn = await post({ intent: 'sign-in', identifier: user.email, password: user.password });
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0]!;
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url: origin };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return {
    email: user.email,
    /** For a browser context: `context.addCookies(member.cookies)`. */
    cookies,
    request(path: string, form?: Record<string, string>) {
      return fetch(`${origin}${path}`, {
        method: form ? 'POST' : 'GET',
        body: form ? new URLSearchParams(form) : undefined,
        headers: { origin, cookie },
        redirect: 'manual',
      });
    },
  };
}
