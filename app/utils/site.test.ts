import { describe, expect, it } from 'vitest';
import { currentSection, slugify } from './site';

describe('slug rule', () => {
  it('lower-cases the name', () => {
    expect(slugify('Semaglutide')).toBe('semaglutide');
  });

  it('turns every run of non-alphanumeric characters into one hyphen', () => {
    expect(slugify('BPC-157')).toBe('bpc-157');
    expect(slugify('Thymosin Alpha-1')).toBe('thymosin-alpha-1');
    expect(slugify('Sleep & Recovery Stack')).toBe('sleep-recovery-stack');
    expect(slugify('Amylin + GLP-1 Stack')).toBe('amylin-glp-1-stack');
  });

  it('drops hyphens at either end', () => {
    expect(slugify('  (KPV)  ')).toBe('kpv');
    expect(slugify('GHK-Cu!')).toBe('ghk-cu');
  });
});

describe('current section of the header', () => {
  it('marks the section of a page and of the pages under it', () => {
    expect(currentSection('/peptides')).toBe('/peptides');
    expect(currentSection('/peptide/bpc-157')).toBe('/peptides');
    expect(currentSection('/stack/glow-peptide-stack')).toBe('/peptides');
    expect(currentSection('/peptides/tb-500')).toBe('/peptides');
    expect(currentSection('/community/discussion/12')).toBe('/community');
    expect(currentSection('/community/new-discussion')).toBe('/community');
    expect(currentSection('/vendors/swiss-chems')).toBe('/vendors');
    expect(currentSection('/dosage-calculator/planner')).toBe('/dosage-calculator');
    expect(currentSection('/articles/peptides-101')).toBe('/articles/peptides-101');
  });

  it('marks nothing outside the seven sections or on a look-alike path', () => {
    expect(currentSection('/')).toBeUndefined();
    expect(currentSection('/search')).toBeUndefined();
    expect(currentSection('/profile')).toBeUndefined();
    expect(currentSection('/peptides-old')).toBeUndefined();
    expect(currentSection('/communitys')).toBeUndefined();
  });
});
