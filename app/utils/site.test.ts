import { describe, expect, it } from 'vitest';
import { slugify } from './site';

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
