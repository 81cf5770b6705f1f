/**
 * Configuration from environment variables, validated once at start-up by the server and by
 * every command (server/config.ts reads `.env` and calls this). A wrong value stops with one
 * line naming the variable, what it must be and an example (`examples` below); a value is never
 * echoed, since several of them hold passwords.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** An IP address, or a host name that is not a malformed dotted address such as 999.1.1.1. */
const isListenHost = (host: string) =>
  isIP(host) !== 0 || (!/^[\d.]+$/.test(host) && z.hostname().safeParse(host).success);

const isEmailList = (list: string) =>
  list
    .split(',')
    .map((email) => email.trim())
    .every((email) => email === '' || z.email().safeParse(email).success);

const variablesSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], 'must be production, development or test')
    .default('production'),
  PORT: wholeNumber('must be a port number from 0 to 65535', 0, 65535).default(3000),
  HOST: z
    .string()
    .refine(isListenHost, 'must be an IP address of this machine or its host name')
    .default('0.0.0.0'),
  /**
   * Absolute origin of the public site; builds canonical links, sitemap and mail links.
   * Unset, it is this machine at PORT (`withSiteUrl` below), never the request's Host.
   */
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  /**
   * Server processes sharing the port. With PostgreSQL the default is one per CPU core; the
   * embedded database allows exactly one process.
   */
  WEB_CONCURRENCY: optional(wholeNumber('must be a whole number from 1 to 64', 1, 64)),
  /** Folder for the embedded database, the mail outbox and the generated auth secret. */
  DATA_DIR: z.string().min(1, 'must name a folder').default('./data'),
  /** Signs session cookies. Required with DATABASE_URL; generated into DATA_DIR otherwise. */
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** smtp://user:pass@host:587 or smtps://...; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z
    .string()
    .min(3, 'must be a sender address')
    .default('Peptidia <no-reply@peptidia.local>'),
  /** Where /contact messages are also mailed (they are always on the admin Messages page). */
  CONTACT_EMAIL: optional(z.email('must be an e-mail address')),
  /** Comma-separated e-mails that become admins at start-up and at sign-up. */
  ADMIN_EMAILS: z
    .string()
    .refine(isEmailList, 'must be e-mail addresses separated by commas')
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** YouTube id of the vetted technique video on /guides; without it the guide says 'coming soon'. */
  GUIDE_VIDEO_ID: optional(
    z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
  ),
  /** Invite link of the community chat server shown on /community. */
  CHAT_INVITE_URL: z
    .url({ protocol: /^https$/, message: 'must be an https URL' })
    .default('https://discord.gg/peptidia'),
  /** Multiplies every sign-in, sign-up and reset rate limit (the e2e suite raises it). */
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: 'must be a positive number' })
    .positive('must be a positive number')
    .default(1),
  /** Requests a minute each client IP may make to the open data API (/api/v1, docs/api.md). */
  API_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(120),
  /** Hours between two checks of a vendor's price feed (app/features/price-feeds). */
  PRICE_CHECK_HOURS: z.coerce
    .number({ message: 'must be a number of hours from 1 to 720' })
    .min(1, 'must be a number of hours from 1 to 720')
    .max(720, 'must be a number of hours from 1 to 720')
    .default(24),
  /** Tests only: lets price checks reach private addresses (the fixture shop on 127.0.0.1). */
  PRICE_FEEDS_ALLOW_PRIVATE: z
    .enum(['0', '1'], 'must be 1 or 0')
    .default('0')
    .transform((value) => value === '1'),
  /** Least time between two requests to one shop; 2 s, shortened only by tests. */
  PRICE_FEEDS_HOST_GAP_MS: wholeNumber('must be milliseconds from 0 to 60000', 0, 60_000).default(
    2000,
  ),
  /** Set to 1 behind a reverse proxy so the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'], 'must be 1 or 0 (or true or false)')
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** pg_dump and pg_restore for db:backup / db:restore on PostgreSQL; found on PATH otherwise. */
  PG_DUMP: optional(z.string()),
  PG_RESTORE: optional(z.string()),
  /** text: one readable line per event; json: one JSON object per line, for a log collector. */
  LOG_FORMAT: z.enum(['text', 'json'], 'must be text or json').default('text'),
  /**
   * What a page-cache declaration mistake does (app/utils/page-cache-checks.server.ts): fail
   * (throw, the default outside production) or log (once, and the page is served as before).
   */
  PAGE_CACHE_CHECKS: optional(z.enum(['fail', 'log'], 'must be fail or log')),
});

/** Without SITE_URL the site is at http://localhost:<PORT>, so a changed port changes its links. */
const withSiteUrl = (env: z.output<typeof variablesSchema>) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
});

const envSchema = variablesSchema.transform(withSiteUrl);

export type Env = z.infer<typeof envSchema>;

/** One good value of each variable: every message ends with one, ready to copy. */
export const examples: Record<keyof Env, string> = {
  NODE_ENV: 'production',
  PORT: '3000',
  HOST: '0.0.0.0',
  SITE_URL: 'https://peptidia.example',
  DATABASE_URL: 'postgres://peptidia:password@localhost:5432/peptidia',
  WEB_CONCURRENCY: '2',
  DATA_DIR: './data',
  AUTH_SECRET: 'the output of: openssl rand -hex 32',
  SMTP_URL: 'smtp://user:password@smtp.example.com:587',
  MAIL_FROM: 'Peptidia <no-reply@peptidia.example>',
  ADMIN_EMAILS: 'alice@example.com,bob@example.com',
  CONTACT_EMAIL: 'team@peptidia.example',
  GUIDE_VIDEO_ID: 'dQw4w9WgXcQ',
  CHAT_INVITE_URL: 'https://discord.gg/peptidia',
  RATE_LIMIT_SCALE: '1',
  API_RATE_LIMIT: '120',
  TRUST_PROXY: '1',
  PRICE_CHECK_HOURS: '24',
  PRICE_FEEDS_ALLOW_PRIVATE: '0',
  PRICE_FEEDS_HOST_GAP_MS: '2000',
  LOG_FORMAT: 'json',
  PAGE_CACHE_CHECKS: 'fail',
  PG_DUMP: '/usr/lib/postgresql/15/bin/pg_dump',
  PG_RESTORE: '/usr/lib/postgresql/15/bin/pg_restore',
};

export class EnvError extends Error {}

/** The one line for a bad variable: its name, the rule it breaks and an example. */
export function configError(name: keyof Env, rule: string, example = examples[name]): EnvError {
  return new EnvError(`Invalid configuration: ${name} ${rule}; for example ${name}=${example}`);
}

/** Parses the environment; throws EnvError with one line naming the first bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      throw configError('AUTH_SECRET', 'is required when DATABASE_URL is set');
    }
    return env;
  }
  const issue = result.error.issues[0]!;
  const name = issue.path[0];
  if (typeof name === 'string' && name in examples) {
    throw configError(name as keyof Env, issue.message);
  }
  throw new EnvError(`Invalid configuration: ${issue.message}`);
}
