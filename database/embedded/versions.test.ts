/** The content versions a write changes reach every worker before the writer hears of it. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sharedPrimaryPerTest } from '../../tests/support/shared-embedded';

const { worker } = sharedPrimaryPerTest();

describe('content versions pushed to the workers', () => {
  it("gives every worker a write's new content versions before the writer hears of its commit", async () => {
    const writer = worker();
    const other = worker();
    const seen: number[] = [];
    await other.database.watchVersions!((versions) => seen.push(versions.get('community')!));
    const before = seen.at(-1)!;
    expect(before).toBeGreaterThanOrEqual(0);
    const bump = sql`update content_versions set version = version + 1 where scope = 'community'`;
    await writer.db.execute(bump);
    expect(seen.at(-1)).toBe(before + 1); // already there when the write resolved
    await writer.db.transaction(async (tx) => {
      await tx.execute(bump);
    });
    expect(seen.at(-1)).toBe(before + 2);
    // A read, or a write that changes no version, pushes nothing.
    await writer.db.execute(sql`select 1`);
    await writer.db.execute(sql`insert into shared_probe values (1, 'no version')`);
    expect(seen).toEqual([before, before + 1, before + 2]);
  });

  it('answers a write after a while when a worker does not take its versions', async () => {
    const writer = worker();
    const stuck = worker();
    await stuck.database.watchVersions!(() => {});
    stuck.hang();
    const started = Date.now();
    await writer.db.execute(
      sql`update content_versions set version = version + 1 where scope = 'reviews'`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    // A worker that exits is not waited for at all.
    stuck.exit();
    const again = Date.now();
    await writer.db.execute(
      sql`update content_versions set version = version + 1 where scope = 'reviews'`,
    );
    expect(Date.now() - again).toBeLessThan(1_000);
  });
});
