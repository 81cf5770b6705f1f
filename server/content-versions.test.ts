import { describe, expect, it } from 'vitest';
import { createVersionReader, type Versions } from './content-versions';

const versions = (reviews: number): Versions => new Map([['reviews', reviews]]);
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database whose version is `value`, answering after `delayMs`, counting its reads. */
function fakeDatabase(delayMs = 5) {
  const db = { value: 1, reads: 0, down: false, hung: false };
  const read = async () => {
    db.reads++;
    const seen = db.value;
    if (db.hung) await new Promise(() => {});
    await tick(delayMs);
    if (db.down) throw new Error('connect ECONNREFUSED');
    return versions(seen);
  };
  return { db, read };
}

describe('content version reader (shared database)', () => {
  it('shares one read among the requests that arrive while it is under way', async () => {
    const { db, read } = fakeDatabase();
    const reader = createVersionReader(read, { soleWriter: false });
    const answers = await Promise.all(Array.from({ length: 50 }, () => reader.current()));
    expect(answers.every((answer) => answer?.get('reviews') === 1)).toBe(true);
    expect(db.reads).toBeLessThanOrEqual(2);
  });

  it('never answers a request with a read that started before it arrived', async () => {
    const { db, read } = fakeDatabase(20);
    const reader = createVersionReader(read, { soleWriter: false });
    const early = reader.current();
    await tick(5);
    db.value = 2; // committed by another instance while the first read is under way
    const late = reader.current();
    expect((await early)?.get('reviews')).toBe(1);
    expect((await late)?.get('reviews')).toBe(2);
  });

  it('answers "unknown" at once while the database is down or hung, then recovers', async () => {
    const { db, read } = fakeDatabase();
    const reader = createVersionReader(read, {
      soleWriter: false,
      waitMs: 50,
      retryAfterFailureMs: 100,
    });
    db.down = true;
    expect(await reader.current()).toBeUndefined();
    const started = Date.now();
    expect(await reader.current()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(20);
    db.down = false;
    await tick(120);
    expect((await reader.current())?.get('reviews')).toBe(1);

    db.hung = true;
    const hungStart = Date.now();
    expect(await reader.current()).toBeUndefined();
    expect(Date.now() - hungStart).toBeLessThan(200);
  });
});

describe('content version reader (sole writer: the embedded database)', () => {
  it('reads once, then again only after this process has written', async () => {
    const { db, read } = fakeDatabase();
    const reader = createVersionReader(read, { soleWriter: true });
    expect(reader.known()).toBeUndefined();
    await reader.current();
    await reader.current();
    expect(db.reads).toBe(1);
    expect(reader.known()?.get('reviews')).toBe(1);
    db.value = 2;
    reader.written();
    expect(reader.known()).toBeUndefined();
    expect((await reader.current())?.get('reviews')).toBe(2);
    expect(db.reads).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const { db, read } = fakeDatabase(20);
    const reader = createVersionReader(read, { soleWriter: true });
    const before = reader.current();
    await tick(5);
    db.value = 2;
    reader.written();
    await before;
    expect((await reader.current())?.get('reviews')).toBe(2);
  });
});

describe('content version reader (pushed: a worker sharing the embedded database)', () => {
  it('reads until the first push, then holds what is pushed, through its own writes too', async () => {
    const { db, read } = fakeDatabase();
    const reader = createVersionReader(read, { soleWriter: false, pushed: true });
    await reader.current();
    await reader.current();
    expect(db.reads).toBe(2); // nothing pushed yet: read as on PostgreSQL
    reader.push(new Map([['reviews', 7]]));
    expect(reader.known()?.get('reviews')).toBe(7);
    reader.written(); // its new versions came by push before its answer
    expect((await reader.current())?.get('reviews')).toBe(7);
    reader.push(new Map([['reviews', 8]]));
    expect((await reader.current())?.get('reviews')).toBe(8);
    expect(db.reads).toBe(2);
  });
});
