/** Shared by the editor-screen tests: a database, an admin and a member per test. */
import { count } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { editorialLog, priceObservations } from '../../database/schema';
import { databaseVersions } from '../../server/content-versions';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';

export const editors = {} as { database: DatabaseHandle; admin: TestUser; member: TestUser };
/** The observations migration 0015 seeded: one per vendor price of app/data/prices.ts. */
export const seeded = 153;

export function withEditorDatabase() {
  beforeEach(async () => {
    editors.database = await createTestDatabase();
    editors.admin = await createTestUser(editors.database.db, {
      isAdmin: true,
      username: 'editor',
    });
    editors.member = await createTestUser(editors.database.db);
  });
  afterEach(() => editors.database.close());
}

export const context = () => createTestContext(editors.database);

export type EditorAnswer = {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  lineErrors?: { line: number; message: string }[];
};

export const post = (
  route: { action: unknown },
  path: string,
  fields: Record<string, string>,
  cookie = editors.admin.cookie,
) =>
  run<EditorAnswer>(
    route.action as (args: never) => unknown,
    formPost(path, fields, { cookie }),
    context(),
  );

export const observations = async () =>
  (await editors.database.db.select({ n: count() }).from(priceObservations))[0]?.n ?? 0;
export const logEntries = async () =>
  (await editors.database.db.select({ n: count() }).from(editorialLog))[0]?.n ?? 0;
export const editorialVersion = async () =>
  (await databaseVersions(editors.database.db)()).get('editorial') ?? 0;
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const bpcPrice = {
  intent: 'one',
  vendor: 'swiss-chems',
  peptide: 'BPC-157',
  amount: '5',
  unit: 'mg',
  price: '25',
  observedOn: daysAgo(1),
  sourceUrl: 'https://swisschems.is/bpc-157',
  notes: '',
};
