/**
 * Raw SQL run as a named statement: PostgreSQL parses it once per connection and, once its plan
 * no longer depends on the values (after five runs), plans it once too. For the forum search that
 * was 1.5 of its 2 ms of database time, parsed and planned again on every request. The name comes
 * from the statement's text, so two texts never share one (node-postgres refuses that). PGlite
 * runs it as any other statement. Only for statements with few shapes: each text is kept.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(text: string, prefix: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

export async function executeNamed<Row>(
  db: Database,
  prefix: string,
  statement: SQL,
): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, nameOf(query.sql, prefix), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
