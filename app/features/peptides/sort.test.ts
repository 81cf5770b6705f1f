import { describe, expect, it } from 'vitest';
import { peptides } from '~/data/peptides';
import { peptideCategories } from '~/data/peptide-types';
import { byPopularityDesc, topInCategory } from './sort';

describe('sorting by popularity', () => {
  it('puts the most popular first and breaks ties by name', () => {
    const items = [
      { name: 'B', popularity: 60 },
      { name: 'C', popularity: 90 },
      { name: 'A', popularity: 60 },
    ];
    expect(byPopularityDesc(items).map((item) => item.name)).toEqual(['C', 'A', 'B']);
  });

  it('does not change the list it was given', () => {
    const items = [
      { name: 'A', popularity: 1 },
      { name: 'B', popularity: 2 },
    ];
    byPopularityDesc(items);
    expect(items.map((item) => item.name)).toEqual(['A', 'B']);
  });

  it('sorts the whole catalogue from 96 down to 54', () => {
    const sorted = byPopularityDesc(peptides);
    expect(sorted[0]?.popularity).toBe(96);
    expect(sorted.at(-1)?.popularity).toBe(54);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i - 1]!.popularity).toBeGreaterThanOrEqual(sorted[i]!.popularity);
    }
  });
});

describe('category sections', () => {
  it('lists at most 6 peptides of the category, most popular first', () => {
    for (const category of peptideCategories) {
      const section = topInCategory(peptides, category);
      expect(section.length).toBeGreaterThan(0);
      expect(section.length).toBeLessThanOrEqual(6);
      for (const peptide of section) expect(peptide.category).toContain(category);
      expect(section).toEqual(byPopularityDesc(section));
      const left = peptides.filter((p) => p.category.includes(category) && !section.includes(p));
      for (const peptide of left) {
        expect(peptide.popularity).toBeLessThanOrEqual(section.at(-1)!.popularity);
      }
    }
  });

  it('honours a smaller limit', () => {
    expect(topInCategory(peptides, 'Healing', 2)).toHaveLength(2);
  });
});
