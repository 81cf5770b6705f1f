import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { workPacer } from './work-pacer.server';

describe('the round’s work pacer', () => {
  it('runs one batch at a time and rests the given multiple of each batch’s time', async () => {
    const pace = workPacer(4);
    const spans: { start: number; end: number }[] = [];
    const batch = () =>
      pace(async () => {
        const start = performance.now();
        await delay(40);
        spans.push({ start, end: performance.now() });
      });
    await Promise.all([batch(), batch(), batch()]);
    for (const [index, span] of spans.slice(1).entries()) {
      const before = spans[index]!;
      // 40 ms of work, then at least 160 ms of rest before the next batch starts.
      expect(span.start - before.end).toBeGreaterThanOrEqual(155);
    }
  });

  it('hands back each batch’s answer or failure, and a failure does not stop the next', async () => {
    const pace = workPacer(0);
    const failed = pace(() => Promise.reject(new Error('the batch failed')));
    const next = pace(() => Promise.resolve('next batch'));
    await expect(failed).rejects.toThrow('the batch failed');
    await expect(next).resolves.toBe('next batch');
  });
});
