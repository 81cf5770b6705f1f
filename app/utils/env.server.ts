/**
 * Configuration from environment variables, validated once at start-up.
 * A wrong value stops the server with one line naming the variable (see server/main.ts).
 */
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Absolute origin of the public site; builds canonical links, sitemap and mail links. */
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http(s) URL such as https://peptidia.example',
    })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  /**
   * Server processes sharing the port. With PostgreSQL the default is one per CPU core; the
   * embedded database allows exactly one process.
   */
  WEB_CONCURRENCY: optional(
    z.coerce
      .number({ message: 'must be a whole number from 1 to 64' })
      .int('must be a whole number from 1 to 64')
      .min(1, 'must be a whole number from 1 to 64')
      .max(64, 'must be a whole number from 1 to 64'),
  ),
  /** Folder for the embedded database, the mail outbox and the generated auth secret. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Signs session cookies. Required with DATABASE_URL; generated into DATA_DIR otherwise. */
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** smtp://user:pass@host:587 or smtps://...; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().min(3).default('Peptidia <no-reply@peptidia.local>'),
  /** Comma-separated e-mails that become admins at start-up and at sign-up. */
  ADMIN_EMAILS: z
    .string()
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
  CHAT_INVITE_URL: z.url({ protocol: /^https$/ }).default('https://discord.gg/peptidia'),
  /** Multiplies every sign-in, sign-up and reset rate limit (the e2e suite raises it). */
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: 'must be a positive number' })
    .positive('must be a positive number')
    .default(1),
  /** Set to 1 behind a reverse proxy so the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError with one line naming the first bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      throw new EnvError('Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set');
    }
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      throw new EnvError(
        'Invalid configuration: WEB_CONCURRENCY must be 1 with the embedded database (set DATABASE_URL to run more processes)',
      );
    }
    return env;
  }
  const issue = result.error.issues[0]!;
  const name = issue.path.join('.') || 'environment';
  throw new EnvError(`Invalid configuration: ${name} ${issue.message}`);
}
