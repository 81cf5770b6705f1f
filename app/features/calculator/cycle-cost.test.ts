import { describe, expect, it } from 'vitest';
import { costCycle, type CostOffer } from './cycle-cost';
import { evenDoseEvents } from './dose-events';

const offer = (overrides: Partial<CostOffer>): CostOffer => ({
  vendorName: 'Vendor',
  vendorSlug: 'vendor',
  price: 50,
  vialMg: 5,
  observedOn: '2026-11-01',
  checkedAt: overrides.observedOn ?? '2026-11-01',
  seenText: 'checked 1 Nov 2026',
  ...overrides,
});

const today = '2026-11-25';

describe('what a protocol costs', () => {
  it('250 mcg daily for 4 weeks from 5 mg vials at $32: 2 vials, $1.60 a dose, $16 a week', () => {
    // 28 doses of 250 mcg = 7 mg: vial 1 serves 20 doses, vial 2 the other 8. $64 a cycle.
    const events = evenDoseEvents(250, 7, 4);
    const costs = costCycle([offer({ price: 32 })], events, 4, 1, today);
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: { vials: 2, doseCost: 1.6, weekCost: 16, cycleCost: 64 },
    });
  });

  it('2.5 mg once a week for 12 weeks from 10 mg vials at $128: 3 vials, $32 a dose', () => {
    // 4 doses a vial; the 28-day window sets each vial aside just as it is used up.
    const costs = costCycle(
      [offer({ vialMg: 10, price: 128 })],
      evenDoseEvents(2500, 1, 12),
      12,
      1,
      today,
    );
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: { vials: 3, doseCost: 32, weekCost: 32, cycleCost: 384 },
    });
  });

  it('500 mcg 3 times a week for 8 weeks: the cheaper cycle wins, not the cheaper vial', () => {
    // 24 doses = 12 mg. 5 mg at $30 ($6/mg): 3 vials, $90. 10 mg at $55 ($5.50/mg): 2 vials,
    // $110, since the 28-day window sets the first aside after 12 doses.
    const events = evenDoseEvents(500, 3, 8);
    const costs = costCycle(
      [
        offer({ vendorSlug: 'big', vialMg: 10, price: 55 }),
        offer({ vendorSlug: 'small', price: 30 }),
      ],
      events,
      8,
      1,
      today,
    );
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: { offer: { vendorSlug: 'small' }, vials: 3, cycleCost: 90 },
    });
  });

  it('skips a price seen over 90 days ago and picks the cheapest fresh A or B grade', () => {
    const costs = costCycle(
      [
        offer({ vendorSlug: 'old-cheap', price: 10, observedOn: '2026-08-26' }),
        offer({ vendorSlug: 'fresh', price: 40, observedOn: '2026-08-27' }),
        offer({ vendorSlug: 'graded-c', price: 42, grade: 'C', gradeExpiresOn: '2027-01-01' }),
        offer({ vendorSlug: 'graded-b', price: 45, grade: 'B', gradeExpiresOn: '2026-11-25' }),
      ],
      evenDoseEvents(250, 7, 2),
      2,
      1,
      today,
    );
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: { offer: { vendorSlug: 'fresh' } },
      graded: { kind: 'offer', cost: { offer: { vendorSlug: 'graded-b' } } },
    });
  });

  it('says when grades exist but none is a current A or B', () => {
    const costs = costCycle(
      [
        offer({ grade: 'A', gradeExpiresOn: '2026-11-24' }),
        offer({ grade: 'C', gradeExpiresOn: '2027-01-01' }),
      ],
      evenDoseEvents(250, 7, 2),
      2,
      1,
      today,
    );
    expect(costs).toMatchObject({ kind: 'current', graded: { kind: 'none-current' } });
  });

  it('with no fresh price gives only the newest price, to show as stale', () => {
    const costs = costCycle(
      [
        offer({ vendorSlug: 'older', price: 20, observedOn: '2025-07-01' }),
        offer({ vendorSlug: 'newer', price: 60, observedOn: '2025-09-01' }),
      ],
      evenDoseEvents(250, 7, 4),
      4,
      1,
      today,
    );
    expect(costs).toMatchObject({ kind: 'stale', newest: { offer: { vendorSlug: 'newer' } } });
  });

  it('says a dose larger than every vial cannot be costed', () => {
    const costs = costCycle([offer({ vialMg: 2 })], evenDoseEvents(2500, 1, 4), 4, 1, today);
    expect(costs).toEqual({ kind: 'dose-exceeds-vials' });
  });
});
