import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.server';

describe('loadEnv', () => {
  it('accepts .env.example as it is', () => {
    const example = parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));
    const env = loadEnv(example);
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('defaults to port 3000 and the embedded database', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number'],
    [{ SITE_URL: 'ftp://x' }, 'Invalid configuration: SITE_URL must be an http(s) URL'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres://',
    ],
    [{ DATABASE_URL: 'postgres://db/p' }, 'Invalid configuration: AUTH_SECRET is required'],
  ])('stops with one line naming the variable for %o', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('puts the default site address on PORT, so its links follow a changed port', () => {
    expect(loadEnv({ PORT: '3917' }).SITE_URL).toBe('http://localhost:3917');
    expect(loadEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps a SITE_URL that is set, whatever PORT says', () => {
    const env = loadEnv({ PORT: '3917', SITE_URL: 'https://peptidia.example' });
    expect(env.SITE_URL).toBe('https://peptidia.example');
  });

  it('normalises the admin list and strips a trailing slash from SITE_URL', () => {
    const env = loadEnv({
      ADMIN_EMAILS: ' A@Example.com, b@example.com ,',
      SITE_URL: 'https://p.example/',
    });
    expect(env.ADMIN_EMAILS).toEqual(['a@example.com', 'b@example.com']);
    expect(env.SITE_URL).toBe('https://p.example');
  });
});
