import { describe, expect, it } from 'vitest';
import { activePrice, noRecentLabResult, type LabFigures } from './active-price';

const lab = (overrides: Partial<LabFigures> = {}): LabFigures => ({
  peptide: 'BPC-157',
  purityPercent: 98.1,
  labelMg: 5,
  measuredMg: 4.85,
  testDate: '2026-03-12',
  expiryDate: '2026-09-12',
  numTests: 4,
  ...overrides,
});
const vial = { peptide: 'BPC-157', amount: 5, unit: 'mg', price: 48 };
const today = '2026-06-01';

describe('price per mg of active peptide', () => {
  it('adjusts $48 for 5 mg at 98.1% purity and 4.85 of 5 mg measured to $10.09 (plain $9.60)', () => {
    // 5 mg × (4.85 / 5) × 0.981 = 4.758 mg active; $48 / 4.758 = $10.09.
    expect(activePrice(vial, lab(), today)).toEqual({
      kind: 'adjusted',
      perActiveMg: 10.09,
      basis: 'adjusted for 98.1% purity and 4.85 of 5 mg measured, tested Mar 12, 2026',
    });
  });

  it('applies the measured share to a 10 mg vial of the same peptide: $80 → $8.41', () => {
    // 10 × 0.97 × 0.981 = 9.516 mg active; $80 / 9.516 = $8.41.
    const result = activePrice({ ...vial, amount: 10, price: 80 }, lab(), today);
    expect(result).toMatchObject({ kind: 'adjusted', perActiveMg: 8.41 });
  });

  it('uses only the figures the result gives: purity alone, or content alone', () => {
    // $48 / (5 × 0.96) = $10.00
    expect(activePrice(vial, lab({ purityPercent: 96, measuredMg: null }), today)).toEqual({
      kind: 'adjusted',
      perActiveMg: 10,
      basis: 'adjusted for 96% purity, tested Mar 12, 2026',
    });
    // $48 / 4.8 = $10.00
    expect(activePrice(vial, lab({ purityPercent: null, measuredMg: 4.8 }), today)).toEqual({
      kind: 'adjusted',
      perActiveMg: 10,
      basis: 'adjusted for 4.8 of 5 mg measured, tested Mar 12, 2026',
    });
    expect(activePrice(vial, lab({ purityPercent: null, measuredMg: null }), today)).toMatchObject({
      kind: 'plain',
    });
  });

  it('keeps the plain figure when the result is past its re-test day or absent', () => {
    const stale = { kind: 'plain', reason: noRecentLabResult };
    expect(activePrice(vial, lab(), '2026-09-12')).toMatchObject({ kind: 'adjusted' });
    expect(activePrice(vial, lab(), '2026-09-13')).toEqual(stale);
    expect(activePrice(vial, undefined, today)).toEqual(stale);
  });

  it('says "limited data" when the result rests on fewer than three tests', () => {
    const result = activePrice(vial, lab({ numTests: 2 }), today);
    expect(result?.kind === 'adjusted' && result.basis).toMatch(/; limited data$/);
  });

  it('compares like for like: a BPC-157 result never adjusts a kit, capsules or a blend', () => {
    const blend = { peptide: 'BPC-157 / TB-500 Blend', amount: 20, unit: 'mg', price: 120 };
    expect(activePrice(blend, lab(), today)).toEqual({ kind: 'plain', reason: noRecentLabResult });
    const kit = { peptide: 'BPC-157 Kit', amount: 10, unit: 'vials', price: 400 };
    expect(activePrice(kit, lab(), today)).toBeUndefined();
    const capsules = { peptide: 'BPC-157 Capsules', amount: 60, unit: 'capsules', price: 90 };
    expect(activePrice(capsules, lab(), today)).toBeUndefined();
  });
});
