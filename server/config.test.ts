import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, examples, loadEnv, type Env } from '../app/utils/env.server';
import { openForCommand } from '../scripts/command';
import { checkHost, environmentWithDotEnv, listenErrorMessage } from './config';

const secret = 'x'.repeat(32);

/** Every variable with the bad values an operator is likely to type. */
const badValues: [keyof Env, string[], Record<string, string>?][] = [
  ['NODE_ENV', ['live', 'Production']],
  ['PORT', ['abc', '70000', '-1', '80.5']],
  ['HOST', ['999.1.1.1', '1.2.3', 'bad host', 'under_score!']],
  ['SITE_URL', ['ftp://x.example', 'peptidia.example', 'http://']],
  ['DATABASE_URL', ['mysql://db/p', 'localhost:5432']],
  ['WEB_CONCURRENCY', ['0', 'two', '65', '1.5']],
  ['AUTH_SECRET', ['short']],
  ['AUTH_SECRET', [''], { DATABASE_URL: 'postgres://db/p' }],
  ['SMTP_URL', ['mail.example.com:587', 'http://mail.example.com']],
  ['MAIL_FROM', ['x']],
  ['ADMIN_EMAILS', ['notanemail', 'a@example.com,bob', 'a@example.com;b@example.com']],
  ['GUIDE_VIDEO_ID', ['short', 'https://youtu.be/dQw4w9WgXcQ']],
  ['CHAT_INVITE_URL', ['http://discord.gg/p', 'discord.gg/p']],
  ['RATE_LIMIT_SCALE', ['0', '-2', 'fast']],
  ['TRUST_PROXY', ['yes', 'on', '2']],
  ['LOG_FORMAT', ['JSON', 'pretty']],
  ['PAGE_CACHE_CHECKS', ['throw', 'Fail']],
];

describe('configuration: each bad value of each variable gives its one line', () => {
  const rows = badValues.flatMap(([name, values, others = {}]) =>
    values.map((value) => [name, value, others] as const),
  );
  it.each(rows)('%s=%j', (name, value, others) => {
    let message = '';
    try {
      loadEnv({ ...others, [name]: value });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).toMatch(new RegExp(`; for example ${name}=\\S`));
    expect(message).not.toContain('\n');
    // A value is never echoed (several hold passwords).
    if (value.length > 3) expect(message.split('; for example')[0]).not.toContain(value);
  });

  it('has an example for every variable, and each example is accepted', () => {
    for (const [name, example] of Object.entries(examples)) {
      if (name === 'AUTH_SECRET') continue; // the example says how to make one
      const postgres = { DATABASE_URL: examples.DATABASE_URL, AUTH_SECRET: secret };
      const extra = name === 'DATABASE_URL' ? postgres : {};
      expect(() => loadEnv({ ...extra, [name]: example }), name).not.toThrow();
    }
  });

  it('names HOST when a host name does not resolve, and when it is not on this machine', async () => {
    await expect(checkHost('no-such-host.invalid')).rejects.toThrow(
      /^Invalid configuration: HOST no-such-host.invalid does not resolve.*HOST=0.0.0.0$/,
    );
    await expect(checkHost('localhost')).resolves.toBeUndefined();
    const env = loadEnv({ HOST: '192.0.2.1' });
    const error = Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' });
    expect(listenErrorMessage(error, env)).toMatch(
      /^Invalid configuration: HOST 192.0.2.1 .*HOST=/,
    );
  });

  it.each([
    [
      'postgres://127.0.0.1:1/peptidia',
      /^DATABASE_URL: the PostgreSQL server does not answer \(.*ECONNREFUSED/,
    ],
    ['postgres://no-such-host.invalid/peptidia', /^DATABASE_URL: its host name does not resolve/],
  ])('names DATABASE_URL when %s cannot be opened', async (url, message) => {
    const opening = openForCommand({ DATABASE_URL: url, DATA_DIR: './unused' });
    await expect(opening).rejects.toThrow(message);
    await expect(opening).rejects.toThrow(/for example DATABASE_URL=postgres:\/\//);
  });
});

describe('.env', () => {
  const dir = mkdtempSync(join(tmpdir(), 'peptidia-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read with Node’s parser, under the real environment', () => {
    writeFileSync(
      join(dir, '.env'),
      'PORT=4000\nDATA_DIR="/srv/peptidia data" # quoted\nHOST=::\n',
    );
    const merged = environmentWithDotEnv(dir, { PORT: '5000' });
    expect(merged).toMatchObject({ PORT: '5000', DATA_DIR: '/srv/peptidia data', HOST: '::' });
  });

  it('is optional', () => {
    expect(environmentWithDotEnv(join(dir, 'none'), { PORT: '1' })).toEqual({ PORT: '1' });
  });
});
