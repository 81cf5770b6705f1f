/**
 * Calling the community routes' loaders and actions directly, with route params, as the
 * framework would. Members and admins come from createTestUser (tests/support/users.ts).
 */
import type { CommentPageData, DiscussionDetail } from '../../app/features/community/types';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { run, type Outcome } from './auth-test-utils';

export { formPost, pageGet, site } from './auth-test-utils';

/** Runs a loader or action with route params (the accounts tests' runner). */
export const call = run;

/** A fresh database with one member and one admin: `({ database, member, admin } = await ...)`. */
export async function memberAndAdmin() {
  const database = await createTestDatabase();
  const member = await createTestUser(database.db);
  const admin = await createTestUser(database.db, { isAdmin: true });
  return { database, member, admin };
}

/** What the discussion page's loader answers: the discussion and one page of its comments. */
export interface DiscussionPageData {
  discussion: DiscussionDetail;
  comments: CommentPageData;
}

/** The comment threads (top-level comments with their replies) of a discussion page's answer. */
export function threadsOf(answer: Outcome<DiscussionPageData>) {
  if (!answer.data) throw new Error(`Expected the discussion page, got a ${answer.status}`);
  return answer.data.comments.threads;
}
