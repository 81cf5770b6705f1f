/**
 * The commands read `.env` as the server does: each runs as `npm run` runs it, in a
 * folder whose `.env` names the database, and acts on that database, not on ./data.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'peptidia-dotenv-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs scripts/<script> with `.env` holding `dotenv`, in a folder of its own. */
function run(script: string, dotenv: string, args: string[] = []) {
  writeFileSync(join(folder, '.env'), dotenv);
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    TSX_TSCONFIG_PATH: join(root, 'tsconfig.json'),
  };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'TRUST_PROXY', 'AUTH_SECRET', 'NODE_ENV']) {
    delete environment[name];
  }
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'scripts', script), ...args],
    { cwd: folder, env: environment, encoding: 'utf8', timeout: 90_000 },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

describe('commands read .env', () => {
  it('db:migrate stops with the one line for a bad value in .env', () => {
    const { code, out } = run('db-migrate.ts', 'TRUST_PROXY=yes\n');
    expect(code).toBe(1);
    expect(out).toBe(
      'Invalid configuration: TRUST_PROXY must be 1 or 0 (or true or false); for example TRUST_PROXY=1',
    );
  });

  it('db:migrate uses the DATABASE_URL of .env, and names it when it does not answer', () => {
    const secret = 'AUTH_SECRET=0123456789abcdef0123456789abcdef\n';
    const { code, out } = run('db-migrate.ts', `DATABASE_URL=postgres://127.0.0.1:1/p\n${secret}`);
    expect(code).toBe(1);
    expect(out).toMatch(/^DATABASE_URL: the PostgreSQL server does not answer .*ECONNREFUSED/);
    expect(out.split('\n')).toHaveLength(1);
  });

  it('admin:grant and db:migrate open the DATA_DIR of .env, never ./data', () => {
    const granted = run('admin-role.ts', 'DATA_DIR=./from-dotenv\n', ['grant', 'a@example.test']);
    expect(granted.out).toMatch(/^No account with the e-mail a@example.test/);
    expect(granted.code).toBe(1);
    const migrated = run('db-migrate.ts', 'DATA_DIR=./from-dotenv\n');
    expect(migrated).toEqual({
      code: 0,
      out: 'Migrations applied (embedded database in ./from-dotenv).',
    });
    expect(existsSync(join(folder, 'from-dotenv', 'pglite'))).toBe(true);
    expect(existsSync(join(folder, 'data'))).toBe(false);
  }, 120_000);
});
