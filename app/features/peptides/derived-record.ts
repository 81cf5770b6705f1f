/**
 * The derived detail (spec: "Peptide detail", "States and transitions"): when a catalogue
 * peptide has no simple record, its detail is built from the catalogue entry with the spec's
 * rules for difficulty, cycle duration and administration. Every catalogue peptide has a
 * hand-written record today; this keeps a newly added catalogue entry from showing 'Peptide Not
 * Found' before its record is written.
 */
import type { Peptide, SimplePeptideRecord } from '~/data/peptide-types';
import { deriveCycleDuration } from './cycle';
import { deriveDifficulty } from './difficulty';

const intranasalPeptides = ['selank', 'semax'];

/** Selank and Semax are given intranasally; all others at subcutaneous/intramuscular sites. */
export function administrationSites(name: string): string[] {
  if (intranasalPeptides.includes(name.trim().toLowerCase())) {
    return ['Intranasal (nasal spray)', 'Intranasal (drops into each nostril)'];
  }
  return ['Abdomen (subcutaneous)', 'Thigh (subcutaneous)', 'Deltoid (intramuscular)'];
}

export function isIntranasal(sites: readonly string[]): boolean {
  return sites.length > 0 && sites.every((site) => /intranasal/i.test(site));
}

const derivedSideEffects = [
  'Injection-site reactions such as redness, irritation or pain',
  'Side effects in people are not well characterised',
  'Long-term human safety data are lacking',
];

export function deriveSimpleRecord(peptide: Peptide): SimplePeptideRecord {
  const sites = administrationSites(peptide.name);
  return {
    name: peptide.name,
    fullName: peptide.name,
    tagline: `A research peptide studied for ${peptide.category.join(' and ').toLowerCase()}`,
    difficulty: deriveDifficulty(peptide.name, peptide.dosage),
    description: peptide.description,
    benefits: peptide.benefits,
    mechanisms: [],
    useCases: [],
    dosage: peptide.dosage,
    duration: deriveCycleDuration(peptide.category),
    priceRange: peptide.price,
    injectionSites: sites,
    sideEffects: isIntranasal(sites)
      ? ['Nasal irritation', ...derivedSideEffects.slice(1)]
      : derivedSideEffects,
  };
}
