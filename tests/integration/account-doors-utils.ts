/**
 * Shared set-up of the account-door tests: a fresh database, its own mail outbox, and
 * boss@example.test in ADMIN_EMAILS; helpers post forms and follow the mailed links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { profiles, user } from '../../database/schema';
import { action as confirmAction } from '../../app/routes/profile-confirm-email';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { formPost, run } from './auth-test-utils';

export const bossEmail = 'boss@example.test';

export const proofToken = (mail: string) =>
  /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;

export function accountDoors() {
  const state = {} as { database: DatabaseHandle; dataDir: string; env: typeof testEnv };
  beforeEach(async () => {
    state.database = await createTestDatabase();
    state.dataDir = mkdtempSync(join(tmpdir(), 'account-doors-'));
    state.env = {
      ...testEnv,
      DATA_DIR: state.dataDir,
      ADMIN_EMAILS: [bossEmail],
      AUTH_SECRET: 'account-doors-test-secret-0123456789abcdef',
    };
  });
  afterEach(async () => {
    await state.database.close();
    rmSync(state.dataDir, { recursive: true, force: true });
  });
  const post = (
    route: (args: never) => unknown,
    path: string,
    fields: Record<string, string>,
    cookie = '',
  ) =>
    run<{ message?: string; fieldErrors?: Record<string, string> }>(
      route,
      formPost(path, fields, { cookie }),
      createTestContext(state.database, { env: state.env }),
    );
  return {
    state,
    post,
    /** Opens a mailed address link and presses its confirm button, signed in with `cookie`. */
    confirmLink: (mail: string, cookie = '') =>
      post(confirmAction, '/profile/confirm-email', { token: proofToken(mail) }, cookie),
    /** Presses "This isn't my account" on a mailed address link. */
    releaseLink: (mail: string, extra: Record<string, string> = {}, cookie = '') =>
      post(
        confirmAction,
        '/profile/confirm-email',
        { ...extra, intent: 'release', token: proofToken(mail) },
        cookie,
      ),
    context: () => createTestContext(state.database, { env: state.env }),
    resetToken: (mail: string) => /\/auth\?token=([A-Za-z0-9]+)/.exec(mail)![1]!,
    profileOf: async (id: string) =>
      (await state.database.db.select().from(profiles).where(eq(profiles.userId, id)))[0]!,
    userOf: async (id: string) =>
      (await state.database.db.select().from(user).where(eq(user.id, id)))[0]!,
  };
}
