/** The sections of /methods in order, with their headings; legends link to them by id. */
import type { MethodsSection } from '~/components/ui/score-legend';

export const methodsSections: Record<MethodsSection, string> = {
  'lab-grades': 'Lab grades',
  prices: 'Prices and their dates',
  'trust-scores': 'Trust scores',
  ratings: 'Ratings and member reviews',
  verified: 'The Verified badge',
  'stack-score': 'The stack Score',
  'vendor-facts': 'Vendor facts',
  evidence: 'Evidence behind the peptide profiles',
};
