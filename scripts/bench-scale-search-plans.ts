/**
 * The forum search's statements for the scale bench's plans (bench-scale-plans.ts): the SQL the
 * search page sends (community-search-sql.server.ts), with its values, for a word in about a
 * fifth of all comments and for a word in a handful, as a visitor searches.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { communitySearchStatement } from '../app/features/site-search/community-search-sql.server';
import { readSearchQuery } from '../app/features/site-search/search-query';
import { benchCommonWord, benchRareWord } from './bench-scale-forum-seed';

const dialect = new PgDialect();

/** The statement the search page sends for `text`, with its values, as a visitor's. */
function searchStatement(text: string): { sql: string; params: unknown[] } {
  const read = readSearchQuery(text);
  if (!read.ok) throw new Error(`Not a search: ${text}`);
  return dialect.sqlToQuery(
    communitySearchStatement(read.query, { asker: 'visitor', ownerId: null }, 8),
  );
}

export const searchPlans: [label: string, query: { sql: string; params: unknown[] }][] = [
  [`/search, a common word ("${benchCommonWord}")`, searchStatement(benchCommonWord)],
  [`/search, a rare word ("${benchRareWord}")`, searchStatement(benchRareWord)],
];
