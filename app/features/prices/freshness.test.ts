import { describe, expect, it } from 'vitest';
import { hasLimitedData, isGradeFresh, isPriceFresh, utcToday } from './freshness';

describe('freshness of prices and grades', () => {
  it('keeps a price fresh for 90 days after it was seen, stale on day 91', () => {
    expect(isPriceFresh('2026-01-01', '2026-01-01')).toBe(true);
    expect(isPriceFresh('2026-01-01', '2026-04-01')).toBe(true); // day 90
    expect(isPriceFresh('2026-01-01', '2026-04-02')).toBe(false); // day 91
    expect(isPriceFresh('2025-07-01', '2026-11-25')).toBe(false);
  });

  it('keeps a grade fresh until its re-test day, stale the day after', () => {
    expect(isGradeFresh('2026-03-31', '2026-03-31')).toBe(true);
    expect(isGradeFresh('2026-03-31', '2026-04-01')).toBe(false);
  });

  it('calls a grade from fewer than three tests limited data', () => {
    expect(hasLimitedData(2)).toBe(true);
    expect(hasLimitedData(3)).toBe(false);
  });

  it('names the UTC day', () => {
    expect(utcToday(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
  });
});
