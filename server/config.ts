/**
 * The one way the server and every command (db:migrate, admin:grant/revoke, db:backup/restore,
 * the start-up check) read their configuration: the environment, plus a `.env` file in the
 * working folder for what the environment does not set (real variables win, as with Node's
 * `--env-file`), parsed by Node's own parser and validated by app/utils/env.server.ts.
 */
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { configError, EnvError, loadEnv, type Env } from '../app/utils/env.server';

type Variables = Record<string, string | undefined>;

/** The environment with `dir/.env` underneath it; the environment alone when there is none. */
export function environmentWithDotEnv(dir = process.cwd(), environment: Variables = process.env) {
  let text: string;
  try {
    text = readFileSync(join(dir, '.env'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...environment };
    throw new EnvError(`Could not read ${join(dir, '.env')}: ${(error as Error).message}`);
  }
  return { ...parseEnv(text), ...environment };
}

/**
 * Reads `.env` into process.env (never over a variable already set, so the build folder and
 * other settings read elsewhere see it too, and forked workers inherit it) and validates.
 * Throws EnvError with the one line to show.
 */
export function readConfig(overrides: Variables = {}): Env {
  for (const [name, value] of Object.entries(environmentWithDotEnv())) {
    if (process.env[name] === undefined && value !== undefined) process.env[name] = value;
  }
  return loadEnv({ ...process.env, ...overrides });
}

/** readConfig for a command or the server: a bad value prints its one line and exits 1. */
export function configOrExit(overrides: Variables = {}): Env {
  try {
    return readConfig(overrides);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A host name must resolve before the server can listen on it (an IP address is checked there). */
export async function checkHost(host: string): Promise<void> {
  if (isIP(host) !== 0) return;
  try {
    await lookup(host);
  } catch {
    throw configError('HOST', `${host} does not resolve to an address of this machine`);
  }
}

/** The one line for a listen error that is the configuration's fault, naming HOST or PORT. */
export function listenErrorMessage(error: NodeJS.ErrnoException, env: Env): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${env.PORT} is already in use: stop the other server or set PORT (for example PORT=3001).`;
    case 'EACCES':
      return configError('PORT', `${env.PORT} needs privileges this process lacks`).message;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return configError('HOST', `${env.HOST} is not an address of this machine`).message;
    default:
      return `Server error: ${error.message}`;
  }
}
