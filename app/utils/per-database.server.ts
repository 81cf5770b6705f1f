/**
 * One value per database handle, made on first use: prepared statements, whose SQL is then
 * built once rather than on every request that runs them.
 */
import type { Database } from '#database/client';

export function perDatabase<Value>(make: (db: Database) => Value): (db: Database) => Value {
  const made = new WeakMap<Database, Value>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
