/**
 * Tells the followers of a subject of something that happened to one item of it (a price, a lab
 * test): one notification per follower, and at most one per member, kind, item and day, however
 * many of their follows lead to it and however often it happens. The database keeps that limit
 * (a unique index on the notifications), so two writers at once still tell a member once.
 * Call it with the transaction that makes the change, so the change and its notices stand or
 * fall together.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import type { NotificationKind } from '#database/schema';
import type { FollowSubject } from './follow-subjects';

/** The database or a transaction on it. */
export type Writer = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface FollowerNotice {
  kind: NotificationKind;
  /** The whole sentence the member reads, at most 500 characters. */
  message: string;
  /** Where it leads: a path on this site. */
  link: string;
  /** What it is about; the once-a-day limit counts by this key. */
  itemKey: string;
}

const subjectList = (subjects: readonly FollowSubject[]) =>
  sql.join(
    subjects.map((subject) => sql`(${subject.kind}, ${subject.key})`),
    sql`, `,
  );

export const subjectKey = (subject: FollowSubject) => `${subject.kind} ${subject.key}`;

/** Which of `subjects` anyone follows, by subjectKey: one read for a whole batch of changes. */
export async function followedSubjects(db: Writer, subjects: readonly FollowSubject[]) {
  if (subjects.length === 0) return new Set<string>();
  const result = (await db.execute(sql`
    select distinct subject_kind as kind, subject_key as key from follows
    where (subject_kind, subject_key) in (${subjectList(subjects)})
  `)) as unknown as { rows: FollowSubject[] };
  return new Set(result.rows.map(subjectKey));
}

/** Notifies the followers of any of `subjects`; how many members were told. */
export async function notifyFollowers(
  db: Writer,
  subjects: readonly FollowSubject[],
  notice: FollowerNotice,
): Promise<number> {
  if (subjects.length === 0) return 0;
  const result = (await db.execute(sql`
    insert into notifications
      (user_id, kind, message, link, subject_kind, subject_key, item_key, item_day)
    select distinct on (f.user_id) f.user_id, ${notice.kind}, ${notice.message.slice(0, 500)},
           ${notice.link}, f.subject_kind, f.subject_key, ${notice.itemKey},
           (now() at time zone 'UTC')::date
    from follows f
    where (f.subject_kind, f.subject_key) in (${subjectList(subjects)})
    order by f.user_id, f.created_at
    on conflict (user_id, kind, item_key, item_day) where item_key is not null do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
