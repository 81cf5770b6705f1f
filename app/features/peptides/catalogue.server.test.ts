import { describe, expect, it } from 'vitest';
import { detailedProfiles } from '~/data/profiles';
import { peptides } from '~/data/peptides';
import { stacks } from '~/data/stacks';
import { slugify } from '~/utils/site';
import {
  allPeptideCards,
  canonicalPathOf,
  carouselItems,
  categorySections,
  featuredStacks,
  resolvePeptidePage,
} from './catalogue.server';

function found(slug: string) {
  const result = resolvePeptidePage(slug);
  if (result.kind !== 'found') throw new Error(`${slug}: ${result.kind}`);
  return result.detail;
}

describe('home data', () => {
  it('puts the ten most popular peptides in the carousel with vendor display names', () => {
    const items = carouselItems();
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      name: 'BPC-157',
      href: '/peptide/bpc-157',
      price: '$48',
      vendorName: 'Peptide Sciences',
    });
    const popularity = items.map((item) => peptides.find((p) => p.name === item.name)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('lists the five sections in the spec order, at most six cards each', () => {
    const sections = categorySections();
    expect(sections.map((section) => section.category)).toEqual([
      'Healing',
      'Muscle Growth',
      'Fat Loss',
      'Cognitive',
      'Other',
    ]);
    for (const section of sections) {
      expect(section.peptides.length).toBeGreaterThan(0);
      expect(section.peptides.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('peptide database data', () => {
  it('lists all 26 peptides, most popular first', () => {
    const cards = allPeptideCards();
    expect(cards).toHaveLength(26);
    expect(cards[0]?.popularity).toBe(96);
    expect(cards.at(-1)?.popularity).toBe(54);
  });

  it('features GLOW and KLOW with three benefits each', () => {
    const featured = featuredStacks();
    expect(featured.map((stack) => stack.href)).toEqual([
      '/stack/glow-peptide-stack',
      '/stack/klow-complete-stack',
    ]);
    for (const stack of featured) {
      expect(stack.benefits).toHaveLength(3);
      expect(stack.price).toBeLessThan(stack.originalPrice);
    }
  });
});

describe('detail resolution', () => {
  it('uses the detailed profile for every one of the 28 profile slugs', () => {
    for (const slug of Object.keys(detailedProfiles)) {
      const detail = found(slug);
      expect(detail.profile, slug).not.toBeNull();
      expect(detail.fullName.length, slug).toBeGreaterThan(0);
    }
  });

  it('uses the simple layout for stacks without a profile', () => {
    const detail = found('wolverine-healing-stack');
    expect(detail.profile).toBeNull();
    expect(detail.canonicalPath).toBe('/stack/wolverine-healing-stack');
    expect(detail.record.sideEffects.length).toBeGreaterThan(0);
  });

  it('gives every peptide and stack a canonical URL', () => {
    for (const peptide of peptides) {
      expect(canonicalPathOf(slugify(peptide.name))).toBe(`/peptide/${slugify(peptide.name)}`);
    }
    for (const stack of stacks) {
      expect(found(slugify(stack.name)).canonicalPath).toBe(`/stack/${slugify(stack.name)}`);
    }
  });

  it('derives vendors from the catalogue price (+5 and -3)', () => {
    expect(found('bpc-157').vendors.map((vendor) => vendor.price)).toEqual(['$48', '$53', '$45']);
    expect(found('glow-peptide-stack').vendors.map((vendor) => vendor.price)).toEqual([
      '$135',
      '$140',
      '$132',
    ]);
  });

  it('shows intranasal administration for Selank and Semax only', () => {
    expect(found('selank').administration).toBe('intranasal');
    expect(found('semax').administration).toBe('intranasal');
    expect(found('bpc-157').administration).toBe('injection');
  });

  it('redirects the misspelt KLOW slug and non-canonical spellings', () => {
    expect(resolvePeptidePage('klov-complete-stack')).toEqual({
      kind: 'redirect',
      to: '/stack/klow-complete-stack',
    });
    expect(resolvePeptidePage('BPC-157')).toEqual({ kind: 'redirect', to: '/peptide/bpc-157' });
  });

  it('does not find unknown slugs', () => {
    expect(resolvePeptidePage('no-such-peptide')).toEqual({ kind: 'not-found' });
    expect(resolvePeptidePage('')).toEqual({ kind: 'not-found' });
  });
});
