/**
 * A member flags a discussion, comment or review (decision 0014): once per member and
 * target (a unique key), never their own, and only what they can see (approved, not removed).
 * The third open flag hides the target: a trigger of migration 0008 does it, under the target's
 * row lock, so concurrent flags are counted exactly.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, flags, vendorReviews } from '#database/schema';
import type { FlagInput } from './own-post-schema';

export type FlagOutcome = 'flagged' | 'already-flagged' | 'own' | 'not-available';

/** Where the flag was sent from: a comment must be in that discussion, a review of that vendor. */
export type FlagPlace = { discussionId: string } | { vendorSlug: string };

async function authorOf(db: Database, input: FlagInput, place: FlagPlace) {
  if (input.kind === 'review') {
    if (!('vendorSlug' in place)) return null;
    const [row] = await db
      .select({ authorId: vendorReviews.userId })
      .from(vendorReviews)
      .where(
        and(
          eq(vendorReviews.id, input.id),
          eq(vendorReviews.vendorSlug, place.vendorSlug),
          eq(vendorReviews.status, 'approved'),
        ),
      );
    return row ?? null;
  }
  if (!('discussionId' in place)) return null;
  const visibleDiscussion = and(
    eq(discussions.id, place.discussionId),
    eq(discussions.status, 'approved'),
    isNull(discussions.deletedAt),
  );
  if (input.kind === 'discussion') {
    const [row] = await db
      .select({ authorId: discussions.authorId })
      .from(discussions)
      .where(and(eq(discussions.id, input.id), visibleDiscussion));
    return row ?? null;
  }
  const [row] = await db
    .select({ authorId: comments.authorId })
    .from(comments)
    .innerJoin(discussions, eq(discussions.id, comments.discussionId))
    .where(
      and(
        eq(comments.id, input.id),
        eq(comments.status, 'approved'),
        isNull(comments.deletedAt),
        visibleDiscussion,
      ),
    );
  return row ?? null;
}

const targetColumn = {
  discussion: 'discussionId',
  comment: 'commentId',
  review: 'reviewId',
} as const;

export async function flagContent(
  db: Database,
  userId: string,
  input: FlagInput,
  place: FlagPlace,
): Promise<FlagOutcome> {
  const target = await authorOf(db, input, place);
  if (!target) return 'not-available';
  if (target.authorId === userId) return 'own';
  const inserted = await db
    .insert(flags)
    .values({
      userId,
      reason: input.reason,
      note: input.note,
      [targetColumn[input.kind]]: input.id,
    })
    .onConflictDoNothing()
    .returning({ id: flags.id });
  return inserted.length > 0 ? 'flagged' : 'already-flagged';
}
