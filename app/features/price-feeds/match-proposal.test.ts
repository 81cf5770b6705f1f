import { describe, expect, it } from 'vitest';
import { proposeMatch } from './match-proposal';

/** The names the price table lists, blends, kits and capsules included. */
const offerNames = [
  'AOD 9604',
  'BPC-157',
  'BPC-157 / TB-500 Blend',
  'BPC-157 Capsules',
  'BPC-157 Kit',
  'Bacteriostatic Water',
  'CJC-1295 / Ipamorelin Blend',
  'CJC-1295',
  'Cagrilintide / Semaglutide Blend',
  'Cagrilintide',
  'Ipamorelin',
  'Semaglutide',
  'TB-500',
];
const peptides = [
  'BPC-157',
  'TB-500',
  'Ipamorelin',
  'CJC-1295',
  'AOD-9604',
  'AOD 9604',
  'Semaglutide',
  'Cagrilintide',
  'GHK-Cu',
  'Melanotan II',
];

const propose = (title: string, variant: string | null = null) =>
  proposeMatch(title, variant, offerNames, peptides);

describe('proposeMatch', () => {
  it.each([
    ['BPC-157 5mg', null, { peptide: 'BPC-157', amount: 5, unit: 'mg', notes: null }],
    ['BPC 157 (10 mg)', null, { peptide: 'BPC-157', amount: 10, unit: 'mg', notes: null }],
    ['BPC-157', '5mg', { peptide: 'BPC-157', amount: 5, unit: 'mg', notes: null }],
    [
      'TB-500 / BPC-157 Blend 10mg',
      null,
      { peptide: 'BPC-157 / TB-500 Blend', amount: 10, unit: 'mg', notes: null },
    ],
    [
      'Semaglutide 5 mg x 10 vials',
      null,
      { peptide: 'Semaglutide', amount: 50, unit: 'mg', notes: '10 vials of 5mg' },
    ],
    [
      'Bacteriostatic Water',
      null,
      { peptide: 'Bacteriostatic Water', amount: null, unit: 'mL', notes: null },
    ],
    [
      'Bacteriostatic Water 30ml',
      null,
      { peptide: 'Bacteriostatic Water', amount: 30, unit: 'mL', notes: null },
    ],
    ['Ipamorelin 500mcg', null, { peptide: 'Ipamorelin', amount: 0.5, unit: 'mg', notes: null }],
    [
      'BPC-157 Capsules 500mcg x 60 caps',
      null,
      { peptide: 'BPC-157 Capsules', amount: 60, unit: 'capsules', notes: null },
    ],
    [
      'BPC-157 Kit 10 vials 5mg',
      null,
      { peptide: 'BPC-157 Kit', amount: 10, unit: 'vials', notes: '5mg vials' },
    ],
    ['AOD-9604 5mg', null, { peptide: 'AOD 9604', amount: 5, unit: 'mg', notes: null }],
    [
      'Thymosin Beta-4 (TB-500) 5mg',
      null,
      { peptide: 'TB-500', amount: 5, unit: 'mg', notes: null },
    ],
  ])('%s (%s)', (title, variant, expected) => {
    expect(propose(title, variant)).toEqual(expected);
  });

  it('names a listed peptide that the price table does not price yet', () => {
    expect(propose('MT-2 Melanotan 2 10mg')).toEqual({
      peptide: 'Melanotan II',
      amount: 10,
      unit: 'mg',
      notes: null,
    });
  });

  it('keeps two peptides apart when one name holds another', () => {
    expect(propose('Cagrilintide + Semaglutide 5mg/5mg')).toMatchObject({
      peptide: 'Cagrilintide / Semaglutide Blend',
    });
  });

  it('proposes nothing for a product that names no peptide we list', () => {
    expect(propose('Insulin syringes 100 pack')).toBeNull();
    expect(propose('Gift card')).toBeNull();
  });
});
