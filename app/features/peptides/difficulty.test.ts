import { describe, expect, it } from 'vitest';
import { peptides } from '~/data/peptides';
import { simplePeptideRecords } from '~/data/peptide-records';
import { slugify } from '~/utils/site';
import { deriveDifficulty } from './difficulty';

describe('derived difficulty', () => {
  it('makes names with BPC, GHK or KPV Beginner', () => {
    expect(deriveDifficulty('BPC-157', '250-500 mcg daily')).toBe('Beginner');
    expect(deriveDifficulty('GHK-Cu', '1-2 mg daily')).toBe('Beginner');
    expect(deriveDifficulty('KPV', '200-500 mcg daily')).toBe('Beginner');
  });

  it('keeps Beginner even when the dosage is weekly', () => {
    expect(deriveDifficulty('BPC-157 Oral', '500 mcg weekly')).toBe('Beginner');
  });

  it('makes weekly dosages, Tirzepatide and Retatrutide Advanced', () => {
    expect(deriveDifficulty('Semaglutide', '0.25-2.4 mg weekly')).toBe('Advanced');
    expect(deriveDifficulty('Cagrilintide', '0.3-2.4 mg Weekly')).toBe('Advanced');
    expect(deriveDifficulty('Tirzepatide', '2.5-15 mg')).toBe('Advanced');
    expect(deriveDifficulty('Retatrutide', '1-12 mg')).toBe('Advanced');
  });

  it('makes everything else Intermediate', () => {
    expect(deriveDifficulty('Ipamorelin', '200-300 mcg 1-3 times daily')).toBe('Intermediate');
    expect(deriveDifficulty('TB-500', '2-2.5 mg twice per week')).toBe('Intermediate');
  });

  it('agrees with the difficulty of every simple record in the catalogue', () => {
    for (const peptide of peptides) {
      const record = simplePeptideRecords[slugify(peptide.name)];
      expect(deriveDifficulty(peptide.name, peptide.dosage), peptide.name).toBe(record?.difficulty);
    }
  });
});
