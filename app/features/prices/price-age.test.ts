import { describe, expect, it } from 'vitest';
import { checkedDay, confirmedAt, priceAgeText, relativeAgeDays } from './price-age';

const now = new Date('2026-11-28T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('priceAgeText', () => {
  it.each([
    [59 * S, 'checked just now'],
    [1 * M, 'checked 1 minute ago'],
    [2 * M, 'checked 2 minutes ago'],
    [59 * M + 59 * S, 'checked 59 minutes ago'],
    [1 * H, 'checked 1 hour ago'],
    [3 * H + 10 * M, 'checked 3 hours ago'],
    [23 * H + 59 * M, 'checked 23 hours ago'],
    [1 * D, 'checked 1 day ago'],
    [6 * D, 'checked 6 days ago'],
    [relativeAgeDays * D - S, 'checked 6 days ago'],
  ])('a feed price checked %i ms ago reads "%s"', (ms, text) => {
    expect(priceAgeText(ago(ms), now, true)).toBe(text);
  });

  it('writes the date from 7 days on', () => {
    expect(priceAgeText(ago(7 * D), now, true)).toBe('checked 21 Nov 2026');
    expect(priceAgeText('2026-01-05T23:59:00.000Z', now, true)).toBe('checked 5 Jan 2026');
  });

  it('reads a time ahead of the clock (skew) as just now, never "-2 minutes ago"', () => {
    expect(priceAgeText(ago(-2 * M), now, true)).toBe('checked just now');
  });

  it('writes the date on a page kept too long for a relative phrase', () => {
    expect(priceAgeText(ago(3 * H), now, false)).toBe('checked 28 Nov 2026');
  });

  it("writes an editor's price (a day) as its date, even today", () => {
    expect(priceAgeText('2026-11-28', now, true)).toBe('checked 28 Nov 2026');
    expect(priceAgeText('2025-07-01', now, true)).toBe('checked 1 Jul 2025');
  });
});

describe('confirmedAt', () => {
  it("takes a feed price's last check, and an editor price's day", () => {
    expect(confirmedAt('feed', '2026-11-01', '2026-11-28T09:00:00.000Z')).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    expect(confirmedAt('editor', '2026-11-01', '2026-11-28T09:00:00.000Z')).toBe('2026-11-01');
    expect(confirmedAt('feed', '2026-11-01', null)).toBe('2026-11-01');
    expect(checkedDay('2026-11-28T09:00:00.000Z')).toBe('2026-11-28');
  });
});
