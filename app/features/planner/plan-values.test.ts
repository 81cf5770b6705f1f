import { describe, expect, it } from 'vitest';
import { parsePlanParams } from './plan-params';
import { readPlan } from './plan-values';

const read = (query: string) => readPlan(parsePlanParams(new URLSearchParams(query)));

describe('readPlan', () => {
  it('reads a plan into numbers, titration steps sorted by week', () => {
    const { values, problems } = read(
      'amount1=5&name1=BPC-157&water=2&dose=250&weeks=12&step1week=9&step1dose=1000&step2week=5&step2dose=500&start=2026-12-07&time=08:00',
    );
    expect(problems).toEqual({});
    expect(values).toMatchObject({
      peptides: [{ slot: 1, name: 'BPC-157', mg: 5 }],
      waterMl: 2,
      doseMcg: 250,
      weeks: 12,
      steps: [
        { week: 5, doseMcg: 500 },
        { week: 9, doseMcg: 1000 },
      ],
      start: '2026-12-07',
      time: '08:00',
    });
  });

  it('names an unnamed peptide by its place in the vial', () => {
    expect(read('amount2=10').values.peptides).toEqual([{ slot: 2, name: 'Peptide 2', mg: 10 }]);
  });

  it('gives one clear message per bad field and leaves the value out', () => {
    const { values, problems } = read(
      'amount1=abc&water=0&dose=-5&weeks=2.5&times=9&step1week=1&start=2026-02-30&time=25:00',
    );
    expect(problems).toEqual({
      amount1: 'Peptide 1 amount: "abc" is not a number above 0 and up to 1000 mg.',
      water: 'Water: "0" is not a number above 0 and up to 10 ml.',
      dose: 'Dose: "-5" is not a number above 0 and up to 100000 mcg.',
      weeks: 'Cycle length: "2.5" is not a whole number from 1 to 52 weeks.',
      times: 'Times a week: 9 times is outside the range, a whole number from 1 to 7 times.',
      step1week: 'Step 1 week: 1 weeks is outside the range, a whole number from 2 to 52 weeks.',
      start: 'Start date: "2026-02-30" is not a date; use the form YYYY-MM-DD.',
      time: 'Time of day: "25:00" is not a time; use 24-hour HH:MM such as 08:00.',
    });
    expect(values).toMatchObject({ peptides: [], waterMl: undefined, weeks: undefined });
  });

  it('empty fields are missing, not wrong', () => {
    expect(read('').problems).toEqual({});
  });
});
