/**
 * The reference part of the site, searchable in memory: peptides and stacks, vendors, the
 * injection guide's steps and sections, and the Peptides 101 article's sections. Built once from
 * the data in the repo; a few hundred entries, so a scan is faster than any index.
 */
import { peptides } from '~/data/peptides';
import { stacks } from '~/data/stacks';
import { vendors } from '~/data/vendors';
import { peptides101Sections } from '~/features/articles/peptides-101-outline';
import { injectionSites, injectionSteps, storageGuidelines } from '~/features/guide/guide-content';
import { peptidePath, stackPath } from '~/features/peptides/catalogue.server';
import { slugify } from '~/utils/site';
import type { SearchQuery } from './search-query';

export type SiteKind = 'peptide' | 'vendor' | 'guide';

export interface SiteEntry {
  kind: SiteKind;
  title: string;
  href: string;
  /** Shown under the title. */
  summary: string;
  /** Lower-cased title and body, for matching. */
  titleText: string;
  bodyText: string;
}

function entry(kind: SiteKind, title: string, href: string, summary: string, body: string[]) {
  const bodyText = [summary, ...body].join(' ').toLowerCase();
  return { kind, title, href, summary, titleText: title.toLowerCase(), bodyText };
}

function buildIndex(): SiteEntry[] {
  const guide = '/guides';
  return [
    ...peptides.map((p) =>
      entry('peptide', p.name, peptidePath(slugify(p.name)), p.description, [
        ...p.category,
        ...p.benefits,
      ]),
    ),
    ...stacks.map((s) =>
      entry('peptide', s.name, stackPath(slugify(s.name)), s.description, [
        ...s.peptides.map((item) => item.name),
        ...s.benefits,
      ]),
    ),
    ...vendors.map((v) =>
      entry('vendor', v.name, `/vendors/${v.slug}`, v.description, [v.location, ...v.specialties]),
    ),
    ...injectionSteps.map((step) =>
      entry('guide', step.title, `${guide}#step-${step.id}`, step.points[0] ?? '', step.points),
    ),
    entry(
      'guide',
      'Injection sites',
      `${guide}#sites-heading`,
      'Where to inject and how to rotate.',
      injectionSites.flatMap((site) => [site.name, site.where, site.notes]),
    ),
    entry(
      'guide',
      'Storage guidelines',
      `${guide}#storage-heading`,
      'How to store peptides.',
      storageGuidelines.flatMap((item) => [item.title, item.detail]),
    ),
    ...peptides101Sections.map((section) =>
      entry(
        'guide',
        `Peptides 101: ${section.title}`,
        `/articles/peptides-101#${section.id}`,
        'From the Peptides 101 article.',
        [],
      ),
    ),
  ];
}

let index: SiteEntry[] | undefined;

const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * True when `term` starts a word of `text` (a prefix: 'bpc' finds 'bpc-157', 'ide' does not find
 * 'peptide'). indexOf rather than a regex per term: each search's terms differ, and compiling a
 * regex with Unicode classes for each cost more than the whole scan.
 */
export function startsWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0) return true;
    const unit = text.charCodeAt(at - 1);
    const lowSurrogate = unit >= 0xdc00 && unit <= 0xdfff && at >= 2;
    const before = String.fromCodePoint(text.codePointAt(lowSurrogate ? at - 2 : at - 1)!);
    if (!letterOrDigit.test(before)) return true;
  }
  return false;
}

/** A test per term (letters, digits and spaces only: search-query.ts). */
function termTests(query: SearchQuery): ((text: string) => boolean)[] {
  return [...query.words, ...query.phrases].map((term) => (text) => startsWord(text, term));
}

/** How well `item` matches: 0 when a term is missing; title matches count three times. */
function score(item: SiteEntry, tests: ((text: string) => boolean)[]): number {
  let total = 0;
  for (const matches of tests) {
    const inTitle = matches(item.titleText);
    if (!inTitle && !matches(item.bodyText)) return 0;
    total += inTitle ? 3 : 1;
  }
  return total;
}

/** The best matches of `kind`, best first (ties keep the data's order). */
export function searchSite(query: SearchQuery, kind: SiteKind, limit: number): SiteEntry[] {
  index ??= buildIndex();
  const tests = termTests(query);
  return index
    .filter((item) => item.kind === kind)
    .map((item) => ({ item, score: score(item, tests) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item }) => item);
}
