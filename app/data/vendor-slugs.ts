/**
 * The 12 vendors the site compares, by slug (spec: "Business constants and limits").
 * Every other data file refers to vendors through these slugs; tests check that.
 */
export const vendorSlugs = [
  'peptide-sciences',
  'swiss-chems',
  'purified-aminos',
  'prime-peptides',
  'alpha-omega-peptide',
  'modern-aminos',
  'paramount-peptides',
  'mile-high-compounds',
  'amp-peptides',
  'ascension-peptides',
  'omegamino',
  'felixchem',
] as const;

export type VendorSlug = (typeof vendorSlugs)[number];
