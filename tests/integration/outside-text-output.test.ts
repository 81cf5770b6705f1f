/**
 * What older rows may still hold (written before the rule for text from outside): a title with
 * U+FFFF never breaks the Atom feed, and a display name or title with line breaks never adds
 * its own lines to another member's digest e-mail.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { profiles } from '../../database/schema';
import { loader as feedLoader } from '../../app/routes/community-feed';
import { sendDueDigests } from '../../app/features/notifications/digest.server';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { mailText } from '../support/mail-body';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { pageGet } from './auth-test-utils';

let database: DatabaseHandle;
let dataDir: string;
beforeEach(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'peptidia-outside-'));
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text of every element, read by a strict XML 1.0 parser (which throws on a bad document). */
function readXml(xml: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  parser.on('text', (text) => texts.push(text));
  parser.write(xml).close();
  return texts;
}

describe('the Atom feed', () => {
  it('stays readable XML with a non-character and a control character in an approved title', async () => {
    const author = await createTestUser(database.db, { displayName: 'Ann\u0008 Lee\ufffe' });
    await insertDiscussion(database.db, author.id, {
      title: 'Storage\uffff of\u0001 BPC-157',
      content: 'Fridge\u0001 or freezer?\ufdd0',
    });
    const response = await feedLoader({
      request: pageGet('/community/feed.xml'),
      context: createTestContext(database),
      params: {},
    } as never);
    const texts = readXml(await response.text());
    expect(texts).toContain('Storage of BPC-157');
    expect(texts).toContain('Ann Lee');
  });
});

describe('a digest e-mail', () => {
  it('keeps a display name and a title with line breaks on their own line', async () => {
    const ada = await createTestUser(database.db, {
      ...{ username: 'ada', email: 'ada@example.test', emailVerified: true },
    });
    const bob = await createTestUser(database.db, {
      username: 'bob',
      displayName: 'Bob\r\n\r\nSECURITY: reset at http://evil.example\n',
    });
    await database.db.update(profiles).set({ emailNotifications: true });
    const discussion = await insertDiscussion(database.db, ada.id, {
      title: 'Dosing\nSECURITY: second line\u2028third\uffff',
    });
    await insertComment(database.db, bob.id, discussion.id);
    const env = { ...testEnv, DATA_DIR: dataDir };
    expect(await sendDueDigests(database.db, env)).toBe(1);
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const mail = mailText(readFileSync(join(dataDir, 'outbox', file!), 'utf8'));
    expect(mail).toMatch(/^- Bob SECURITY: reset at http:\/\/evil\.example replied to your/m);
    expect(mail).not.toMatch(/^SECURITY/m);
    expect(mail).not.toMatch(/[\u2028\uffff]|\xef\xbf\xbf/);
  });
});
