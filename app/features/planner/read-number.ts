/**
 * Reads one typed number with the message a person needs when it is wrong. Empty is not wrong:
 * the panels say what is still missing. Never throws.
 */
import { parsePositive } from '~/features/calculator/dosage';

export interface NumberRule {
  /** How the field is named in a message: 'Water', 'Cycle length'. */
  label: string;
  unit: string;
  max: number;
  min?: number;
  integer?: boolean;
}

export type NumberReading = { value?: number; problem?: string };

export function readNumber(raw: string, rule: NumberRule): NumberReading {
  if (raw.trim() === '') return {};
  const value = parsePositive(raw);
  const min = rule.min ?? 0;
  const range = rule.integer
    ? `a whole number from ${min || 1} to ${rule.max} ${rule.unit}`
    : `a number above ${min} and up to ${rule.max} ${rule.unit}`;
  if (value === undefined || (rule.integer && !Number.isInteger(value))) {
    return { problem: `${rule.label}: "${raw}" is not ${range}.` };
  }
  if (value > rule.max || value < min) {
    return { problem: `${rule.label}: ${raw} ${rule.unit} is outside the range, ${range}.` };
  }
  return { value };
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (so 2026-02-30 is refused), or a problem. */
export function readIsoDate(raw: string, label: string): { value?: string; problem?: string } {
  if (raw === '') return {};
  const match = isoDate.exec(raw);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  if (!date || date.getUTCMonth() !== month! - 1 || year! < 2000 || year! > 2100) {
    return { problem: `${label}: "${raw}" is not a date; use the form YYYY-MM-DD.` };
  }
  return { value: raw };
}

/** A 24-hour time HH:MM, or a problem. */
export function readClockTime(raw: string, label: string): { value?: string; problem?: string } {
  if (raw === '') return {};
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(raw)) {
    return { problem: `${label}: "${raw}" is not a time; use 24-hour HH:MM such as 08:00.` };
  }
  return { value: raw };
}
