/**
 * Raw SQL run as named statements, one per shape of a query: PostgreSQL parses each once per
 * connection and, once its plan no longer depends on the values (after five runs), plans it once
 * too. For the forum search that was 1.5 of its 2 ms of database time, parsed and planned again
 * on every request; and its SQL text, built by Drizzle on every request, cost 0.1 ms of ours.
 *
 * A shape's statement is built once (its values as placeholders) and kept for each database
 * handle. The name comes from the text, the same for every handle, so no two texts ever share a
 * name on one connection (node-postgres refuses that). PGlite runs it as any other statement.
 * Only for queries with few shapes: each is kept.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
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

type Prepared = PgPreparedQuery<PreparedQueryConfig>;

/**
 * A runner for one query's shapes: `shape` names the text that `build` makes (its values as
 * `sql.placeholder`s), and `values` fills the placeholders.
 */
export function namedStatements(prefix: string) {
  const prepared = new WeakMap<Database, Map<string, Prepared>>();
  return async function run<Row>(
    db: Database,
    shape: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    let shapes = prepared.get(db);
    if (!shapes) prepared.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) {
      const query = dialect.sqlToQuery(build());
      statement = db._.session.prepareQuery(query, undefined, nameOf(query.sql, prefix), false);
      shapes.set(shape, statement);
    }
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
