/**
 * Reads for the test of account deletion: the schema's columns, and which columns that
 * tests/support/personal-columns.ts calls "erased" still hold any of a member's values.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/client';
import { personalColumns } from './personal-columns';

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every column of every table in the public schema. */
export const schemaColumns = (db: Database) =>
  rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by 1, 2`,
  );

/** Which erased columns still hold any of `values` (in any case), as `table.column: value`. */
export async function erasedColumnsHolding(db: Database, values: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const [table, kinds] of Object.entries(personalColumns)) {
    for (const [column, kind] of Object.entries(kinds)) {
      if (kind !== 'erased') continue;
      for (const value of values) {
        const [row] = await rowsOf<{ count: number }>(
          db,
          sql`select count(*)::int as count from ${sql.identifier(table)}
              where strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`,
        );
        if (row!.count > 0) hits.push(`${table}.${column}: ${value}`);
      }
    }
  }
  return hits;
}
