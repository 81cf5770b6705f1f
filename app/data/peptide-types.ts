/**
 * Shapes of the peptide reference data (spec: public-reference-area.md, "Entities and their fields").
 * Operators edit the data files; these types and `npm run data:check` keep them honest.
 */
import type { VendorSlug } from './vendor-slugs';

export const peptideCategories = [
  'Healing',
  'Muscle Growth',
  'Fat Loss',
  'Cognitive',
  'Other',
] as const;
export type PeptideCategory = (typeof peptideCategories)[number];

export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

/** A catalogue entry (26 of them). */
export interface Peptide {
  name: string;
  category: PeptideCategory[];
  description: string;
  benefits: string[];
  dosage: string;
  /** Price text such as '$45'. */
  price: string;
  vendor: VendorSlug;
  /** Hex colour such as '#0f766e'. */
  color: string;
  verified: boolean;
  popularity: number;
}

export interface StackPeptide {
  name: string;
  /** Amount text such as '10mg'. */
  amount: string;
}

/** A stack (11 of them). */
export interface Stack {
  name: string;
  category: PeptideCategory[];
  peptides: StackPeptide[];
  price: number;
  originalPrice: number;
  stackScore: number;
  biohackRating: number;
  vendor: VendorSlug;
  description: string;
  verified: boolean;
  popular: boolean;
  benefits: string[];
}

/** The simple record behind the simple detail layout. */
export interface SimplePeptideRecord {
  name: string;
  fullName: string;
  tagline: string;
  difficulty: Difficulty;
  description: string;
  benefits: string[];
  mechanisms: string[];
  useCases: string[];
  dosage: string;
  duration: string;
  priceRange: string;
  injectionSites: string[];
  sideEffects: string[];
}

export const effectivenessValues = [
  'Most Effective',
  'Effective',
  'Moderate',
  'Promising',
] as const;
export type Effectiveness = (typeof effectivenessValues)[number];

export const interactionValues = [
  'Synergistic',
  'Compatible',
  'Redundant',
  'Monitor',
  'Avoid Combination',
  'Avoid',
  'Use Caution',
  'Potentially Synergistic',
  'Generally Compatible',
  'Required',
] as const;
export type InteractionValue = (typeof interactionValues)[number];

export const routeNames = ['Subcutaneous', 'Intramuscular', 'Topical', 'Intranasal'] as const;
export type RouteName = (typeof routeNames)[number];
/** A route or a combination of two, e.g. 'Subcutaneous or Intramuscular'. */
export type AdministrationRoute = RouteName | `${RouteName} or ${RouteName}`;

export interface QuickGuide {
  typicalDose: string;
  frequency: string;
  cycle: string;
  storage: string;
  timing: string;
  effectsTimeline: string;
}

/**
 * The kind of evidence an indication rests on, as its own description states it (issue 18): the
 * page names it beside the effectiveness badge.
 */
export const evidenceKinds = {
  'clinical-trials': 'Controlled clinical trials',
  'clinical-use': 'Established clinical use',
  'small-human': 'Small or early human studies',
  animal: 'Animal studies',
  laboratory: 'Cell and laboratory studies',
  mechanism: 'Reasoned from its mechanism',
  components: 'Studies of its components, not the blend',
  limited: 'Limited data',
} as const;
export type EvidenceKind = keyof typeof evidenceKinds;

/**
 * A published source for an indication (issue 18, point 3). Only added once its title, journal,
 * year and identifier were checked against a copy of the source: an invented or unchecked
 * citation is worse than none. `url` is its DOI (https://doi.org/10....) or PubMed address.
 */
export interface Reference {
  title: string;
  journal: string;
  year: number;
  url: string;
}

export interface ResearchIndication {
  name: string;
  effectiveness: Effectiveness;
  evidence: EvidenceKind;
  description: string;
  reference?: Reference;
}

export interface ResearchProtocol {
  goal: string;
  dose: string;
  frequency: string;
  route: AdministrationRoute;
  notes?: string;
}

export interface PeptideInteraction {
  peptide: string;
  interaction: InteractionValue;
  description: string;
}

export interface QualityIndicator {
  indicator: string;
  description: string;
}

export interface QualityIndicators {
  good: QualityIndicator[];
  acceptable: QualityIndicator[];
  redFlags: QualityIndicator[];
  storageNote: string;
}

/** Safety comes in one of two shapes in the source data; both are rendered. */
export type ProfileSafety =
  | { safetyNotes: string[]; whenToStop: string[] }
  | { safetyInformation: { generalNotes: string[]; whenToStop: string[] } };

/** A detailed profile, keyed by slug (28 of them). */
export type DetailedPeptideProfile = {
  name: string;
  /** When the profile's text was last checked, an ISO date (YYYY-MM-DD). */
  lastReviewed: string;
  whatIsIt: string;
  keyBenefits: string[];
  mechanismOfAction: string;
  /** Absent for a few profiles, as in the source. */
  quickGuide?: QuickGuide;
  researchIndications: ResearchIndication[];
  researchProtocols: ResearchProtocol[];
  peptideInteractions: PeptideInteraction[];
  qualityIndicators: QualityIndicators;
} & ProfileSafety;
