/**
 * Outgoing mail. With SMTP_URL set, messages go out through that server (nodemailer); without
 * it each message is written to DATA_DIR/outbox as an .eml file and the log names the file (never
 * the link: a reset link is a secret), so the whole flow (password reset) works on a laptop and
 * in the end-to-end tests. Whatever a message quotes, no control character, non-character or
 * lone surrogate reaches the mail, and the subject stays on one line.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from './env.server';
import { onOneLine, withoutNonText } from './outside-text';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

const smtpTransports = new Map<string, Transporter>();
// Renders the full RFC 5322 message without sending it.
const outboxRenderer = nodemailer.createTransport({ streamTransport: true, buffer: true });

export function outboxDir(env: Pick<Env, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'outbox');
}

export async function sendMail(env: MailEnv, message: MailMessage): Promise<void> {
  const mail = {
    from: env.MAIL_FROM,
    to: message.to,
    subject: onOneLine(message.subject),
    text: withoutNonText(message.text),
    headers: message.headers,
  };
  if (env.SMTP_URL) {
    let transport = smtpTransports.get(env.SMTP_URL);
    if (!transport) {
      transport = nodemailer.createTransport(env.SMTP_URL);
      smtpTransports.set(env.SMTP_URL, transport);
    }
    await transport.sendMail(mail);
    return;
  }
  const rendered = await outboxRenderer.sendMail(mail);
  const dir = outboxDir(env);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
  // Write then rename: whoever reads the outbox never sees a half-written message.
  await writeFile(`${file}.partial`, rendered.message as Buffer, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  console.log(`[mail] No SMTP_URL: '${message.subject}' written to ${file}`);
}
