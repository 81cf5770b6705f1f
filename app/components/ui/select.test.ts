import { describe, expect, it } from 'vitest';
import { clickTolerancePx, isClickGesture } from './select';

describe('isClickGesture', () => {
  const start = { x: 100, y: 100 };

  it('counts a move of up to 10 pixels on each axis as a click', () => {
    expect(clickTolerancePx).toBe(10);
    expect(isClickGesture(start, start)).toBe(true);
    expect(isClickGesture(start, { x: 110, y: 90 })).toBe(true);
    expect(isClickGesture(start, { x: 90, y: 110 })).toBe(true);
  });

  it('counts a longer move on either axis as a drag', () => {
    expect(isClickGesture(start, { x: 111, y: 100 })).toBe(false);
    expect(isClickGesture(start, { x: 100, y: 89 })).toBe(false);
  });
});
