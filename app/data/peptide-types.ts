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
 * How strong the published evidence behind an indication is, by the rule on /methods: the
 * highest kind of study among its checked references, or "No published source found" when no
 * reference could be checked.
 */
export const evidenceLevels = [
  'Randomised human trials',
  'Other human studies',
  'Animal studies only',
  'Cell studies only',
  'No published source found',
] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];

/**
 * The design of a study as its own report states it, and the evidence level each design gives
 * (the rule on /methods#evidence). A trial counts as randomised only when its report says the
 * participants were randomised: a double-blind, placebo-controlled or crossover trial that does
 * not say so is an other human study.
 */
export const studyDesignLevels = {
  'Randomised controlled trial': 'Randomised human trials',
  'Regulator label': 'Randomised human trials',
  'Controlled trial, not stated as randomised': 'Other human studies',
  'Uncontrolled human study': 'Other human studies',
  'Animal study': 'Animal studies only',
  'Cell study': 'Cell studies only',
} as const satisfies Record<string, EvidenceLevel>;
export type StudyDesign = keyof typeof studyDesignLevels;

/**
 * A published work behind an indication. It goes in only after a stored copy of it (journal
 * page, PubMed or PMC record, regulator's notice) was read and found to support `supports`: a
 * citation from memory is worse than none.
 */
export interface Reference {
  /** Authors ('Staresinic M, Sebecic B, et al.') or the group or agency that published it. */
  authors: string;
  title: string;
  /** Journal, or the publisher of a label or notice. */
  journal: string;
  year: number;
  /** Its DOI (https://doi.org/...), PubMed, PMC or registry address. */
  url: string;
  /** The address of the copy that was read to check it. */
  checkedCopy: string;
  /** The sentence of the indication's description that the work supports, word for word. */
  supports: string;
  /** The study's design as its report states it, where recorded; it sets the level it gives. */
  design?: StudyDesign;
}

export interface ResearchIndication {
  name: string;
  effectiveness: Effectiveness;
  level: EvidenceLevel;
  description: string;
  /** Empty exactly when the level is "No published source found". */
  references: Reference[];
  /**
   * Set when the studies used another molecule than the one named (TB-500 and thymosin beta-4),
   * in lower case as it reads inside the evidence badge: "Randomised human trials (full-length
   * thymosin beta-4, not TB-500)".
   */
  studiedMolecule?: string;
}

/** Who checked a profile against its sources, and when (an ISO date). */
export interface ProfileReview {
  date: string;
  by: string;
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
  /** When and by whom the profile was checked against its sources; null until it is. */
  review: ProfileReview | null;
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
