import { describe, expect, it } from 'vitest';
import { calculateBlend, unitsWarning } from './blend';

const bpc = { slot: 1 as const, name: 'BPC-157', mg: 5 };
const tb = { slot: 2 as const, name: 'TB-500', mg: 5 };

describe('calculateBlend', () => {
  it('BPC-157 5 mg + TB-500 5 mg in 2 ml: 250 mcg of BPC-157 brings 250 mcg of TB-500', () => {
    const blend = calculateBlend([bpc, tb], bpc, 2, 250);
    expect(blend?.draw.volumeText).toBe('0.100');
    expect(blend?.draw.unitsText).toBe('10');
    expect(blend?.ratioText).toBe('1 : 1');
    expect(blend?.shares).toEqual([
      { name: 'BPC-157', mg: 5, concentration: 2500, doseMcg: 250 },
      { name: 'TB-500', mg: 5, concentration: 2500, doseMcg: 250 },
    ]);
    expect(blend?.warning).toBeUndefined();
  });

  it('uneven three-peptide vial: the others follow the ratio of their amounts', () => {
    const ghk = { slot: 3 as const, name: 'GHK-Cu', mg: 50 };
    const blend = calculateBlend([bpc, { ...tb, mg: 10 }, ghk], { ...tb, mg: 10 }, 3, 1000);
    // 10 mg in 3 ml = 3333.33 mcg/ml; 1000 mcg = 0.3 ml = 30 units.
    expect(blend?.draw.unitsText).toBe('30');
    expect(blend?.ratioText).toBe('0.5 : 1 : 5');
    expect(blend?.shares.map((share) => share.doseMcg)).toEqual([500, 1000, 5000]);
  });

  it('dose on the second peptide of the vial', () => {
    const blend = calculateBlend([{ ...bpc, mg: 10 }, tb], tb, 2, 500);
    expect(blend?.draw.unitsText).toBe('20');
    expect(blend?.shares.map((share) => share.doseMcg)).toEqual([1000, 500]);
  });

  it('warns under 2 units and over a 100-unit syringe', () => {
    expect(calculateBlend([bpc], bpc, 1, 50)?.warning).toBe('under-2-units');
    expect(calculateBlend([bpc], bpc, 1, 100)?.warning).toBeUndefined();
    expect(calculateBlend([bpc], bpc, 2, 2600)?.warning).toBe('over-syringe');
    expect(unitsWarning(100)).toBeUndefined();
    expect(unitsWarning(1.9)).toBe('under-2-units');
  });
});
