import { describe, expect, it } from 'vitest';
import { matchesQuery, searchPeptides } from './search';

const bpc = {
  name: 'BPC-157',
  description: 'Studied for tissue repair.',
  benefits: ['Tendon healing in animal models'],
};
const semax = {
  name: 'Semax',
  description: 'A synthetic ACTH fragment.',
  benefits: ['Raised BDNF in rat brain studies'],
};

describe('peptide search', () => {
  it('matches the name case-insensitively', () => {
    expect(searchPeptides([bpc, semax], 'bpc')).toEqual([bpc]);
    expect(searchPeptides([bpc, semax], 'SEMAX')).toEqual([semax]);
  });

  it('matches the description and any benefit', () => {
    expect(matchesQuery(bpc, 'tissue REPAIR')).toBe(true);
    expect(matchesQuery(semax, 'bdnf')).toBe(true);
    expect(matchesQuery(bpc, 'bdnf')).toBe(false);
  });

  it('ignores surrounding spaces and returns everything for an empty query', () => {
    expect(searchPeptides([bpc, semax], '  tendon ')).toEqual([bpc]);
    expect(searchPeptides([bpc, semax], '')).toEqual([bpc, semax]);
    expect(searchPeptides([bpc, semax], '   ')).toEqual([bpc, semax]);
  });

  it('returns nothing when no field matches', () => {
    expect(searchPeptides([bpc, semax], 'zzz-no-such-peptide')).toEqual([]);
  });

  it('keeps the order it was given', () => {
    const both = { ...semax, description: 'Also studied for tissue repair.' };
    expect(searchPeptides([both, bpc], 'repair')).toEqual([both, bpc]);
  });
});
