/** Shared by the follow and price-alert tests: follow through /follow, read a member's alerts. */
import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { follows, notifications } from '../../database/schema';
import * as followRoute from '../../app/routes/follow';
import { createTestContext } from '../support/test-context';
import { formPost, run } from './auth-test-utils';

export function followPost(
  database: DatabaseHandle,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null } = {},
) {
  return run<{ ok: boolean; following?: boolean; message?: string }>(
    followRoute.action as (args: never) => unknown,
    formPost('/follow', fields, options),
    createTestContext(database),
  );
}

export const followsOfMember = (database: DatabaseHandle, userId: string) =>
  database.db
    .select({ kind: follows.subjectKind, key: follows.subjectKey })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.createdAt));

export const alertsOf = async (database: DatabaseHandle, userId: string) =>
  (
    await database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'price_alert')))
      .orderBy(asc(notifications.createdAt))
  ).map((row) => row.message);
