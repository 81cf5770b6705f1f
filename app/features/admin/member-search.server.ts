/**
 * The Members page's list (decision 0023): members by name or e-mail, A to Z by username, 50 a
 * page by cursor on lower(username) along profiles_username_lower_idx (unique), never by OFFSET.
 * The post counts are read from member_post_counts, kept by triggers in the writer's
 * transaction (migration 0023), not counted per row.
 */
import { and, eq, ilike, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '#database/client';
import {
  comments,
  deletedMemberId,
  discussions,
  flags,
  memberPostCounts,
  profiles,
  user,
  vendorReviews,
} from '#database/schema';
import { alphabeticalKeyset, type TextPageStart } from '~/utils/keyset-text-page.server';

export interface MemberRow {
  id: string;
  username: string;
  displayName: string | null;
  email: string;
  isAdmin: boolean;
  suspendedUntil: Date | null;
  suspended: boolean;
  suspensionReason: string | null;
  reviews: number;
  discussions: number;
  comments: number;
  flagsReceived: number;
}

export const membersPerPage = 50;
/** The list's name in its cursors; a search changes which rows match, not the key's order. */
export const membersList = 'members';
export const membersKeyset = alphabeticalKeyset(sql<string>`lower(${profiles.username})`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const kept = (column: AnyColumn) => sql<number>`coalesce(${column}, 0)`;

/**
 * Flags on what the member wrote, one index-bounded count per kind of target: their posts by
 * the *_author_recent_idx (vendor_reviews_user_idx for reviews), then each post's flags by the
 * flags_*_member_unique index that leads with the target. Its cost grows with the member's
 * posts, never with the site.
 */
const flagsReceived = sql<number>`(
  (select count(*) from ${flags} f join ${discussions} d on d.id = f.discussion_id
    where d.author_id = ${user.id})
  + (select count(*) from ${flags} f join ${comments} c on c.id = f.comment_id
    where c.author_id = ${user.id})
  + (select count(*) from ${flags} f join ${vendorReviews} r on r.id = f.review_id
    where r.user_id = ${user.id}))::int`;

export interface MemberSearch {
  text: string;
  start: TextPageStart;
}

export async function findMembers(db: Database, search: MemberSearch) {
  const pattern = `%${escapeLike(search.text.trim())}%`;
  const matches = search.text.trim()
    ? or(
        ilike(profiles.username, pattern),
        ilike(profiles.displayName, pattern),
        ilike(user.email, pattern),
      )
    : undefined;
  const found = await db
    .select({
      key: sql<string>`lower(${profiles.username})`,
      id: user.id,
      username: profiles.username,
      displayName: profiles.displayName,
      email: user.email,
      isAdmin: profiles.isAdmin,
      suspendedUntil: profiles.suspendedUntil,
      suspended: sql<boolean>`(${profiles.suspendedAt} is not null and (${profiles.suspendedUntil} is null or ${profiles.suspendedUntil} > now()))`,
      suspensionReason: profiles.suspensionReason,
      reviews: kept(memberPostCounts.reviews),
      discussions: kept(memberPostCounts.discussions),
      comments: kept(memberPostCounts.comments),
      flagsReceived,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(memberPostCounts, eq(memberPostCounts.userId, profiles.userId))
    .where(and(ne(profiles.userId, deletedMemberId), matches, membersKeyset.from(search.start)))
    .orderBy(membersKeyset.order(search.start))
    .limit(membersPerPage + 1);
  const page = membersKeyset.page(membersList, search.start, found, membersPerPage);
  return {
    members: page.rows.map(({ key: _key, ...member }): MemberRow => member),
    previousCursor: page.previousCursor,
    nextCursor: page.nextCursor,
  };
}
