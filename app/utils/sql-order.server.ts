/**
 * ORDER BY ... DESC NULLS LAST. Drizzle's index builder writes descending index columns as
 * `DESC NULLS LAST`, while a plain `ORDER BY x DESC` means NULLS FIRST: PostgreSQL then cannot
 * walk the index in order and sorts the whole table instead, even for NOT NULL columns.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const descNullsLast = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
