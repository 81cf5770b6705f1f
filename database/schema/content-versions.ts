/**
 * A counter per kind of content, raised by triggers (migrations 0003, 0004 and 0015) in the same
 * transaction as every change to it. Servers compare it to decide whether a page they rendered
 * earlier still shows the current content, without reading the content again; every instance
 * sees the same number, so nothing has to be told to forget anything.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const contentVersions = pgTable('content_versions', {
  /**
   * 'community': discussions, comments, their categories and the authors' profiles (0003);
   * 'reviews': vendor reviews and their votes (0004); 'editorial': vendors, price observations
   * and lab results (0015).
   */
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
