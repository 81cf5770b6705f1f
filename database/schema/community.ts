/**
 * Forum categories, discussions and comments (vendor reviews and their votes: reviews.ts).
 * PostgreSQL itself enforces the rules it can: checks, unique keys and foreign keys.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * 'hidden': was public, taken down because of flags (three members, or an admin's decision,
 * docs/decisions/0014). Every public rule asks for 'approved', so hidden content is out of
 * lists, counts and search without a change there, and apart from the first-approval queue.
 */
export const moderationStatuses = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
export const voteTypes = ['helpful', 'not_helpful'] as const;
export type VoteType = (typeof voteTypes)[number];

/** PostgreSQL's full-text document type, for the generated search columns (search feature). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const statusCheck = (column: string) =>
  sql.raw(`${column} in (${moderationStatuses.map((status) => `'${status}'`).join(', ')})`);

/** Own edits and removals: when it was edited, removed by its author, and why hidden. */
export const ownEditColumns = () => ({
  editedAt: timestamp('edited_at', { withTimezone: true }),
  /** The admin's reason for hiding it, shown to its author only. */
  hiddenReason: text('hidden_reason'),
});
const removable = () => ({
  /** Removed by its author: the text is blanked (privacy), the row kept for the thread. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const discussionCategories = pgTable(
  'discussion_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
  },
  (table) => [check('discussion_categories_color_hex', sql`${table.color} ~ '^#[0-9a-fA-F]{6}$'`)],
);

export const discussions = pgTable(
  'discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<ModerationStatus>().notNull().default('pending'),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => discussionCategories.id, {
      onDelete: 'set null',
    }),
    ...ownEditColumns(),
    ...removable(),
    // The title weighs more than the body in search results (app/features/search).
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')`,
    ),
  },
  (table) => [
    check('discussions_status_valid', statusCheck('status')),
    check(
      'discussions_title_length',
      sql`${table.deletedAt} is not null or char_length(btrim(${table.title})) between 1 and 200`,
    ),
    check(
      'discussions_content_present',
      sql`${table.deletedAt} is not null or char_length(btrim(${table.content})) > 0`,
    ),
    check('discussions_reply_count_non_negative', sql`${table.replyCount} >= 0`),
    // The list's cursor key (is_pinned, created_at, id), pinned first then newest.
    index('discussions_list_idx').on(
      table.status,
      table.isPinned.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Community home (latest approved) and the admin's pending list: newest first, pins ignored.
    index('discussions_recent_idx').on(table.status, table.createdAt.desc()),
    index('discussions_category_list_idx').on(
      table.categoryId,
      table.status,
      table.isPinned.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // By author, newest first: "My posts" and the session's "posted in the last 30 minutes".
    index('discussions_author_recent_idx').on(table.authorId, table.createdAt.desc()),
    // The session's "posts awaiting approval" test reads only the author's unapproved rows.
    index('discussions_author_unapproved_idx')
      .on(table.authorId)
      .where(sql`status <> 'approved'`),
    index('discussions_search_idx').using('gin', table.search),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    parentCommentId: uuid('parent_comment_id'),
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ModerationStatus>().notNull().default('approved'),
    ...ownEditColumns(),
    ...removable(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', content)`),
  },
  (table) => [
    check('comments_status_valid', statusCheck('status')),
    check(
      'comments_content_present',
      sql`${table.deletedAt} is not null or char_length(btrim(${table.content})) > 0`,
    ),
    // (id, discussion_id) is unique so a reply can point at a parent in the same discussion.
    unique('comments_id_discussion_unique').on(table.id, table.discussionId),
    foreignKey({
      name: 'comments_parent_same_discussion_fk',
      columns: [table.parentCommentId, table.discussionId],
      foreignColumns: [table.id, table.discussionId],
    }).onDelete('cascade'),
    index('comments_discussion_idx').on(table.discussionId, table.status, table.createdAt),
    // A discussion's pages of top-level comments, by their cursor key (comment-pages.server.ts).
    index('comments_discussion_top_idx')
      .on(table.discussionId, table.createdAt, table.id)
      .where(sql`parent_comment_id is null`),
    // The replies of one page's comments, oldest first.
    index('comments_parent_recent_idx').on(table.parentCommentId, table.createdAt, table.id),
    index('comments_status_idx').on(table.status, table.createdAt.desc()),
    index('comments_author_recent_idx').on(table.authorId, table.createdAt.desc()),
    index('comments_author_unapproved_idx')
      .on(table.authorId)
      .where(sql`status <> 'approved'`),
    index('comments_search_idx').using('gin', table.search),
  ],
);
