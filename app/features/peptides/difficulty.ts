/**
 * Difficulty of a derived detail (spec: "States and transitions"): a name containing BPC, GHK
 * or KPV is Beginner; a weekly dosage, or Tirzepatide or Retatrutide, is Advanced; everything
 * else is Intermediate. The Beginner rule wins when both apply.
 */
import type { Difficulty } from '~/data/peptide-types';

const beginnerNameParts = ['bpc', 'ghk', 'kpv'];
const advancedNames = ['tirzepatide', 'retatrutide'];

export function deriveDifficulty(name: string, dosage: string): Difficulty {
  const lowerName = name.toLowerCase();
  if (beginnerNameParts.some((part) => lowerName.includes(part))) return 'Beginner';
  if (/weekly/i.test(dosage) || advancedNames.includes(lowerName.trim())) return 'Advanced';
  return 'Intermediate';
}
