import { describe, expect, it } from 'vitest';
import { categoryBadgeColors, contrastRatio, tintOnWhite } from './category-colors';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('categoryBadgeColors', () => {
  it('uses the category colour with 20 hex alpha as the background', () => {
    expect(categoryBadgeColors('#b45309').backgroundColor).toBe('#b4530920');
  });

  it.each(['#0f766e', '#b45309', '#be123c', '#fde047', '#ffffff', '#22d3ee'])(
    'keeps text on %s at WCAG AA contrast',
    (hex) => {
      const colors = categoryBadgeColors(hex);
      expect(contrastRatio(rgb(colors.color), tintOnWhite(hex))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('falls back to slate for a malformed colour', () => {
    expect(categoryBadgeColors('red').backgroundColor).toBe('#47556920');
  });
});
