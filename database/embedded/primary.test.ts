/** A worker's queries and transactions on the embedded database its primary holds. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { contentVersions, discussionCategories } from '../schema';
import { probeNotes as notes, sharedPrimaryPerTest } from '../../tests/support/shared-embedded';

const { primary, worker } = sharedPrimaryPerTest();

/** The SQLSTATE of a failed query, under Drizzle's wrapping (`cause`). */
function codeOf(error: unknown): unknown {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code) return code;
  }
  return undefined;
}

describe('the embedded database shared with workers', () => {
  it('answers the same rows as the database itself, timestamps included', async () => {
    const { db, database } = worker();
    const query = (on: DatabaseHandle['db']) =>
      on.select().from(discussionCategories).orderBy(discussionCategories.name);
    const direct = await query(primary().db);
    expect(direct.length).toBeGreaterThan(0);
    expect(await query(db)).toEqual(direct);
    const versions = await db.select().from(contentVersions);
    expect(versions.length).toBeGreaterThan(0);
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.soleWriter).toBe(false);
  });

  it('commits a transaction as a whole, and rolls back one that throws', async () => {
    const { db } = worker();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into shared_probe values (1, 'kept')`);
      await tx.execute(sql`insert into shared_probe values (2, 'kept too')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared_probe values (3, 'lost')`);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await notes(primary().db)).toEqual(['kept', 'kept too']);
  });

  it('brings the PostgreSQL error code across, so a duplicate is a clear message', async () => {
    const { db } = worker();
    await db.execute(sql`insert into shared_probe values (1, 'first')`);
    const error = await db.execute(sql`insert into shared_probe values (1, 'again')`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(codeOf(error)).toBe('23505');
    // The same inside a transaction, which is then rolled back whole.
    const inTransaction = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into shared_probe values (2, 'second')`);
        await tx.execute(sql`insert into shared_probe values (1, 'again')`);
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(codeOf(inTransaction)).toBe('23505');
    expect(await notes(db)).toEqual(['first']);
  });

  it("keeps one worker's open transaction from the other's reads until it commits", async () => {
    const a = worker();
    const b = worker();
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = a.db.transaction(async (tx) => {
      await tx.execute(sql`insert into shared_probe values (1, 'from a')`);
      inserted();
      await committing;
    });
    await insertedOnce;
    let read: string[] | undefined;
    const reading = notes(b.db).then((rows) => (read = rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBeUndefined(); // waits for the transaction, as on one PGlite
    commit();
    await transaction;
    await reading;
    expect(read).toEqual(['from a']);
  });

  it('rolls back the transaction of a worker that died, and the others go on', async () => {
    const a = worker();
    const b = worker();
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    void a.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into shared_probe values (1, 'from a dying worker')`);
        inserted();
        await new Promise(() => {}); // the worker dies here
      })
      .catch(() => {});
    await insertedOnce;
    a.exit();
    await b.db.execute(sql`insert into shared_probe values (2, 'from b')`);
    expect(await notes(b.db)).toEqual(['from b']);
  });

  it('reports a primary that is gone as an outage (503), not an error of the page', async () => {
    const a = worker();
    a.exit();
    const error = await a.db.execute(sql`select 1`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(codeOf(error)).toBe('08006');
  });
});
