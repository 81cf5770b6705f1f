import { describe, expect, it } from 'vitest';
import { phoneFoldAt } from './phone-fold';

describe('phoneFoldAt', () => {
  it('folds after the shown items only when two or more would wait behind the summary', () => {
    expect(phoneFoldAt(5, 2)).toBe(2);
    expect(phoneFoldAt(4, 2)).toBe(2);
    expect(phoneFoldAt(3, 2)).toBe(3); // one left: shown rather than folded
    expect(phoneFoldAt(2, 2)).toBe(2);
    expect(phoneFoldAt(3, 1)).toBe(1);
    expect(phoneFoldAt(2, 1)).toBe(2);
    expect(phoneFoldAt(0, 1)).toBe(0);
  });
});
