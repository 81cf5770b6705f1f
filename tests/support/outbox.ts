/**
 * The mail outbox of a test's DATA_DIR: mails are written in the background, so these wait for
 * them. Texts come decoded (mail-body.ts), oldest first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailText } from './mail-body';

function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** The outbox's mails once there are at least `count` of them. */
export async function waitForMails(dataDir: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = outboxFiles(dataDir);
    if (files.length >= count) {
      return files.map((file) => mailText(readFileSync(join(dataDir, 'outbox', file), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} mails came`);
}

/** The newest mail to `to` (that contains `containing`), waiting for it. */
export async function waitForMailTo(dataDir: string, to: string, containing = ''): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = outboxFiles(dataDir).map((file) =>
      mailText(readFileSync(join(dataDir, 'outbox', file), 'utf8')),
    );
    const found = mails
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(containing))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} came`);
}
