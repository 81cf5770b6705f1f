import { describe, expect, it } from 'vitest';
import {
  calculateDosage,
  inputProblem,
  mathSteps,
  parseDosageParams,
  parsePositive,
  type DosageInput,
} from './dosage';

const input = (amount: string, unit: 'mg' | 'mcg', water: string, dose: string): DosageInput => ({
  amount,
  unit,
  water,
  dose,
});

describe('parsePositive', () => {
  it('reads plain positive decimals', () => {
    expect(parsePositive('5')).toBe(5);
    expect(parsePositive(' 2.5 ')).toBe(2.5);
    expect(parsePositive('.5')).toBe(0.5);
    expect(parsePositive('10.')).toBe(10);
  });

  it('rejects empty, zero, negative and unparseable text', () => {
    for (const bad of [
      '',
      '  ',
      '0',
      '0.000',
      '-5',
      'abc',
      '5mg',
      '1e3',
      '0x10',
      '5,5',
      '1.2.3',
      'Infinity',
      null,
      undefined,
    ]) {
      expect(parsePositive(bad), String(bad)).toBeUndefined();
    }
  });

  it('rejects text longer than 12 characters', () => {
    expect(parsePositive('1234567890123')).toBeUndefined();
    expect(parsePositive('123456789012')).toBe(123456789012);
  });
});

describe('calculateDosage', () => {
  it('5 mg in 2 ml, dose 250 mcg', () => {
    expect(calculateDosage(input('5', 'mg', '2', '250'))).toMatchObject({
      totalMcg: 5000,
      concentrationText: '2500.00',
      volumeText: '0.100',
      microlitresText: '100',
      unitsText: '10',
      dosesPerVial: 20,
      warning: undefined,
    });
  });

  it('10 mg in 3 ml, dose 250 mcg (rounding)', () => {
    expect(calculateDosage(input('10', 'mg', '3', '250'))).toMatchObject({
      concentrationText: '3333.33',
      volumeText: '0.075',
      microlitresText: '75',
      unitsText: '7.5',
      dosesPerVial: 40,
    });
  });

  it('amount in mcg: 2000 mcg in 1 ml, dose 300 mcg', () => {
    expect(calculateDosage(input('2000', 'mcg', '1', '300'))).toMatchObject({
      totalMcg: 2000,
      concentrationText: '2000.00',
      volumeText: '0.150',
      microlitresText: '150',
      unitsText: '15',
      dosesPerVial: 6,
    });
  });

  it('1 mg equals 1000 mcg', () => {
    const mg = calculateDosage(input('1', 'mg', '1', '100'));
    const mcg = calculateDosage(input('1000', 'mcg', '1', '100'));
    expect(mg?.concentrationText).toBe('1000.00');
    expect(mcg?.concentrationText).toBe('1000.00');
  });

  it('rounds volume to 3 decimals and microlitres to whole numbers', () => {
    // 5 mg in 3 ml = 1666.67 mcg/ml; 100 mcg -> 0.06 ml = 60 µl.
    expect(calculateDosage(input('5', 'mg', '3', '100'))).toMatchObject({
      concentrationText: '1666.67',
      volumeText: '0.060',
      microlitresText: '60',
      unitsText: '6',
    });
    // 6 mg in 1.7 ml, 333 mcg -> 0.094349999... ml
    expect(calculateDosage(input('6', 'mg', '1.7', '333'))).toMatchObject({
      concentrationText: '3529.41',
      volumeText: '0.094',
      microlitresText: '94',
      unitsText: '9.4',
    });
  });

  it('rounds the volume in ml and in µl from the same value, half up', () => {
    // 10 mg in 2 ml, 262.5 mcg -> 0.0525 ml, which binary floating point holds as 0.05249...
    expect(calculateDosage(input('10', 'mg', '2', '262.5'))).toMatchObject({
      volumeText: '0.053',
      microlitresText: '53',
    });
  });

  it('rounds doses per vial down and is not fooled by floating point', () => {
    expect(calculateDosage(input('5', 'mg', '2', '300'))?.dosesPerVial).toBe(16);
    // 0.57 * 1000 is 570.0000000000001 in floating point; 570 / 57 must be exactly 10.
    expect(calculateDosage(input('0.57', 'mg', '1', '57'))?.dosesPerVial).toBe(10);
    expect(calculateDosage(input('1', 'mg', '1', '2000'))?.dosesPerVial).toBe(0);
  });

  it('warns over 1 ml and under 0.01 ml', () => {
    // Dose typed in mcg as if the vial were in mcg: 5 mcg in 2 ml, 250 mcg -> 100 ml.
    expect(calculateDosage(input('5', 'mcg', '2', '250'))?.warning).toBe('over-syringe');
    expect(calculateDosage(input('5', 'mg', '2', '2500'))?.warning).toBe(undefined); // exactly 1 ml
    expect(calculateDosage(input('5', 'mg', '2', '2501'))?.warning).toBe('over-syringe');
    expect(calculateDosage(input('5', 'mg', '1', '25'))?.warning).toBe('under-measurable');
    expect(calculateDosage(input('5', 'mg', '1', '50'))?.warning).toBe(undefined); // 0.01 ml
  });

  it('gives nothing when any input is missing, zero or unparseable', () => {
    expect(calculateDosage(input('', 'mg', '2', '250'))).toBeUndefined();
    expect(calculateDosage(input('5', 'mg', '0', '250'))).toBeUndefined();
    expect(calculateDosage(input('5', 'mg', '2', 'abc'))).toBeUndefined();
    expect(calculateDosage(input('-5', 'mg', '2', '250'))).toBeUndefined();
    expect(calculateDosage(input('5', 'mg', '2', '0'))).toBeUndefined();
  });
});

describe('parseDosageParams', () => {
  it('reads the inputs and defaults the unit to mg', () => {
    expect(parseDosageParams(new URLSearchParams('amount=5&water=2&dose=250'))).toEqual({
      amount: '5',
      unit: 'mg',
      water: '2',
      dose: '250',
    });
    expect(parseDosageParams(new URLSearchParams('unit=mcg')).unit).toBe('mcg');
    expect(parseDosageParams(new URLSearchParams('unit=kg')).unit).toBe('mg');
    expect(parseDosageParams(new URLSearchParams(`amount=${'9'.repeat(40)}`)).amount).toHaveLength(
      12,
    );
  });
});

describe('mathSteps', () => {
  it('shows each step of the worked example', () => {
    const example = input('5', 'mg', '2', '250');
    const result = calculateDosage(example);
    expect(result).toBeDefined();
    expect(mathSteps(example, result!)).toEqual([
      'Peptide in the vial: 5 mg × 1000 = 5000 mcg',
      'Concentration: 5000 mcg ÷ 2 ml = 2500.00 mcg/ml',
      'Volume to draw: 250 mcg ÷ 2500.00 mcg/ml = 0.100 ml',
      'In microlitres: 0.100 ml × 1000 = 100 µl',
      'On a U-100 syringe: 0.100 ml × 100 = 10 units',
      'Doses per vial: 5000 mcg ÷ 250 mcg = 20 full doses (rounded down)',
    ]);
  });

  it('skips the conversion when the amount is already in mcg', () => {
    const example = input('2000', 'mcg', '1', '300');
    expect(mathSteps(example, calculateDosage(example)!)[0]).toBe('Peptide in the vial: 2000 mcg');
  });
});

describe('inputProblem', () => {
  it('says nothing for a good number or an empty field', () => {
    expect(inputProblem('5')).toBeUndefined();
    expect(inputProblem(' 2.5 ')).toBeUndefined();
    expect(inputProblem('')).toBeUndefined();
  });

  it('names what is wrong with a typed value', () => {
    const notANumber = 'Enter a number using digits and a decimal point, such as 5 or 2.5.';
    expect(inputProblem('abc')).toBe(notANumber);
    expect(inputProblem('2,5')).toBe(notANumber);
    expect(inputProblem('1e3')).toBe(notANumber);
    expect(inputProblem('0')).toBe('Enter a number above zero.');
    expect(inputProblem('-5')).toBe('Enter a number above zero.');
    expect(inputProblem('1234567890123')).toBe('Use at most 12 characters.');
  });
});
