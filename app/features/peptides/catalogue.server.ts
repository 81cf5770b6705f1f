/**
 * Server-side view models of the peptide reference: the cards and sections of the home page,
 * the peptide database and the detail screen. Loaders call these; the reference data itself
 * never reaches the browser bundle.
 */
import { medicineCounterparts } from '~/data/medicine-counterparts';
import { detailedProfiles, misspeltProfileSlugs } from '~/data/profiles';
import { simplePeptideRecords, stackRecords } from '~/data/peptide-records';
import { peptideCategories, type Peptide, type Stack } from '~/data/peptide-types';
import { peptides } from '~/data/peptides';
import { stacks } from '~/data/stacks';
import { vendorName } from '~/data/vendors';
import { slugify } from '~/utils/site';
import { deriveSimpleRecord, isIntranasal } from './derived-record';
import { deriveVendors } from './derived-vendors';
import { byPopularityDesc, topInCategory } from './sort';
import type {
  Administration,
  CarouselItem,
  CategorySection,
  FeaturedStackData,
  PeptideCardData,
  PeptideDetailData,
  SafetyNote,
} from './types';

export const carouselSize = 10;
export const featuredStackNames = ['GLOW Peptide Stack', 'KLOW Complete Stack'] as const;

export const peptidePath = (slug: string) => `/peptide/${slug}`;
export const stackPath = (slug: string) => `/stack/${slug}`;

/** The card's safety note of a product that is also a medicine (medicine-counterparts.ts). */
export function safetyNoteOf(name: string): SafetyNote | null {
  const slug = slugify(name);
  const text = medicineCounterparts[slug];
  return text ? { name, text, href: `${peptidePath(slug)}#safety` } : null;
}

function optionalSafetyNote(name: string): { safetyNote?: SafetyNote } {
  const note = safetyNoteOf(name);
  return note ? { safetyNote: note } : {};
}

export function peptideCard(peptide: Peptide): PeptideCardData {
  const slug = slugify(peptide.name);
  return {
    name: peptide.name,
    slug,
    href: peptidePath(slug),
    category: peptide.category,
    description: peptide.description,
    benefits: peptide.benefits,
    dosage: peptide.dosage,
    price: peptide.price,
    vendorName: vendorName(peptide.vendor),
    color: peptide.color,
    verified: peptide.verified,
    popularity: peptide.popularity,
    ...optionalSafetyNote(peptide.name),
  };
}

/** The ten most popular peptides for the home carousel. */
export function carouselItems(): CarouselItem[] {
  return byPopularityDesc(peptides)
    .slice(0, carouselSize)
    .map((peptide) => {
      const card = peptideCard(peptide);
      return {
        name: card.name,
        slug: card.slug,
        href: card.href,
        color: card.color,
        price: card.price,
        vendorName: card.vendorName,
        category: card.category,
      };
    });
}

/** Home sections in the spec's order, each up to 6 peptides by popularity. */
export function categorySections(): CategorySection[] {
  return peptideCategories.map((category) => ({
    category,
    // The page sends only what the compact card shows (lighter hydration data).
    peptides: topInCategory(peptides, category).map((peptide) => {
      const {
        benefits: _benefits,
        dosage: _dosage,
        popularity: _popularity,
        ...card
      } = peptideCard(peptide);
      return card;
    }),
  }));
}

/** Every catalogue peptide, most popular first (the database page filters this list). */
export function allPeptideCards(): PeptideCardData[] {
  return byPopularityDesc(peptides).map(peptideCard);
}

export function featuredStack(stack: Stack): FeaturedStackData {
  const slug = slugify(stack.name);
  return {
    name: stack.name,
    slug,
    href: stackPath(slug),
    peptides: stack.peptides,
    benefits: stack.benefits.slice(0, 3),
    price: stack.price,
    originalPrice: stack.originalPrice,
    vendorName: vendorName(stack.vendor),
    stackScore: stack.stackScore,
    verified: stack.verified,
    safetyNotes: stack.peptides.flatMap((part) => {
      const note = safetyNoteOf(part.name);
      return note ? [note] : [];
    }),
  };
}

export function featuredStacks(): FeaturedStackData[] {
  return featuredStackNames.map((name) => {
    const stack = stacks.find((candidate) => candidate.name === name);
    if (!stack) throw new Error(`Featured stack missing from the data: ${name}`);
    return featuredStack(stack);
  });
}

const peptideBySlug = new Map(peptides.map((peptide) => [slugify(peptide.name), peptide]));
const stackBySlug = new Map(stacks.map((stack) => [slugify(stack.name), stack]));

/** The one canonical URL of a slug: /stack/{slug} for stacks, /peptide/{slug} for the rest. */
export function canonicalPathOf(slug: string): string {
  return stackBySlug.has(slug) ? stackPath(slug) : peptidePath(slug);
}

function administrationOf(sites: readonly string[]): Administration {
  if (isIntranasal(sites)) return 'intranasal';
  return sites.some((site) => /subcutaneous|intramuscular/i.test(site)) ? 'injection' : 'other';
}

function summarise(text: string, limit = 160): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export type PeptidePageResult =
  | { kind: 'found'; detail: PeptideDetailData }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

function findDetail(slug: string): PeptideDetailData | null {
  const peptide = peptideBySlug.get(slug);
  const stack = stackBySlug.get(slug);
  const profile = detailedProfiles[slug] ?? null;
  const record =
    simplePeptideRecords[slug] ??
    stackRecords[slug] ??
    (peptide ? deriveSimpleRecord(peptide) : undefined);
  if (!record) return null;
  const price = peptide?.price ?? stack?.price ?? record.priceRange;
  return {
    slug,
    canonicalPath: canonicalPathOf(slug),
    name: profile?.name ?? record.name,
    fullName: record.fullName,
    tagline: record.tagline,
    difficulty: record.difficulty,
    record,
    profile,
    administration: administrationOf(record.injectionSites),
    vendors: deriveVendors(price),
    summary: summarise(`${record.tagline}. ${profile?.whatIsIt ?? record.description}`),
  };
}

/**
 * Resolves a detail URL's slug. Misspelt keys (the spec's 'klov-complete-stack') and slugs that
 * are not in canonical form (e.g. 'BPC-157') redirect; unknown slugs are not found.
 */
export function resolvePeptidePage(slug: string): PeptidePageResult {
  const normalised = slugify(slug);
  const target = misspeltProfileSlugs[normalised] ?? normalised;
  const detail = findDetail(target);
  if (!detail) return { kind: 'not-found' };
  if (target !== slug) return { kind: 'redirect', to: detail.canonicalPath };
  return { kind: 'found', detail };
}
