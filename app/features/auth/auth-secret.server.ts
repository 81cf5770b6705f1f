/**
 * The secret that signs session cookies. AUTH_SECRET when set (required with PostgreSQL, where
 * several instances must share it); with the embedded database one is generated on first start
 * and kept in DATA_DIR/auth-secret (mode 600), so sessions survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '~/utils/env.server';

const generated = new Map<string, string>();

export function authSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  let secret = generated.get(env.DATA_DIR);
  if (secret) return secret;
  const file = join(env.DATA_DIR, 'auth-secret');
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(env.DATA_DIR, { recursive: true });
    const fresh = randomBytes(32).toString('base64url');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, `${fresh}\n`, { mode: 0o600 });
    try {
      // link() fails if the file exists: a process that won the race keeps its secret, and
      // nobody ever reads a half-written file.
      linkSync(partial, file);
      secret = fresh;
    } catch (linkError) {
      if ((linkError as NodeJS.ErrnoException).code !== 'EEXIST') throw linkError;
      secret = readFileSync(file, 'utf8').trim();
    } finally {
      rmSync(partial, { force: true });
    }
  }
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters.`);
  generated.set(env.DATA_DIR, secret);
  return secret;
}
