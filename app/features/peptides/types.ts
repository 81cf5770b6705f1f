/** The shapes that loaders hand to the peptide components (plain, serialisable data). */
import type {
  DetailedPeptideProfile,
  Difficulty,
  PeptideCategory,
  SimplePeptideRecord,
  StackPeptide,
} from '~/data/peptide-types';
import type { DerivedVendor } from './derived-vendors';
import type { PeptideVendor } from './vendor-offers';

/** A card's line about the medicine of the same molecule, linked to the profile's safety notes. */
export interface SafetyNote {
  /** The product it is about (a stack's card names its part). */
  name: string;
  text: string;
  /** '/peptide/<slug>#safety'. */
  href: string;
}

export interface PeptideCardData {
  name: string;
  slug: string;
  /** Canonical detail URL, e.g. '/peptide/bpc-157'. */
  href: string;
  category: PeptideCategory[];
  description: string;
  benefits: string[];
  dosage: string;
  price: string;
  vendorName: string;
  color: string;
  verified: boolean;
  popularity: number;
  /** Present when the product is also a medicine or a drug candidate. */
  safetyNote?: SafetyNote;
}

/**
 * What a home card shows: no benefits, dosage or popularity (only the full card lists them); the
 * safety note of a product that is also a medicine, as on every card.
 */
export type CompactPeptideCardData = Omit<PeptideCardData, 'benefits' | 'dosage' | 'popularity'>;

export interface CarouselItem {
  name: string;
  slug: string;
  href: string;
  color: string;
  price: string;
  vendorName: string;
  category: PeptideCategory[];
}

export interface CategorySection {
  category: PeptideCategory;
  peptides: CompactPeptideCardData[];
}

export interface FeaturedStackData {
  name: string;
  slug: string;
  href: string;
  peptides: StackPeptide[];
  benefits: string[];
  price: number;
  originalPrice: number;
  vendorName: string;
  stackScore: number;
  verified: boolean;
  /** One for each of its peptides that is also a medicine or a drug candidate. */
  safetyNotes: SafetyNote[];
}

export type Administration = 'intranasal' | 'injection' | 'other';

export interface PeptideDetailData {
  slug: string;
  canonicalPath: string;
  name: string;
  fullName: string;
  tagline: string;
  difficulty: Difficulty;
  /** Always present: the simple record, a stack record or the derived detail. */
  record: SimplePeptideRecord;
  /** Present when a detailed profile exists for the slug; it replaces the simple layout. */
  profile: DetailedPeptideProfile | null;
  administration: Administration;
  vendors: DerivedVendor[];
  /** Short summary for the meta description and the JSON-LD article. */
  summary: string;
}

/** A detail with the price data's offers beside its derived vendors (the page's loader). */
export type PricedPeptideDetail = Omit<PeptideDetailData, 'vendors'> & { vendors: PeptideVendor[] };
