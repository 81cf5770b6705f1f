import { describe, it, expect } from 'vitest';
import {
  effectivenessValues,
  evidenceLevels,
  interactionValues,
  routeNames,
  studyDesignLevels,
  type DetailedPeptideProfile,
  type Effectiveness,
  type EvidenceLevel,
  type Reference,
} from '../peptide-types';
import { detailedProfiles, misspeltProfileSlugs } from './index';

const expectedSlugs = [
  'bpc-157',
  'tb-500',
  'ipamorelin',
  'cjc-1295',
  'sermorelin',
  'tesamorelin',
  'retatrutide',
  'tirzepatide',
  'ghk-cu',
  'aod-9604',
  'glutathione',
  'mots-c',
  'klow-complete-stack',
  'glow-peptide-stack',
  'kpv',
  'll-37',
  'selank',
  'thymosin-alpha-1',
  'semaglutide',
  'finasteride',
  'melanotan-ii',
  'pt-141',
  'cagrilintide',
  'mazdutide',
  'dsip',
  'ss-31',
  'semax',
  'epithalon',
];

const withoutQuickGuide = ['glutathione', 'klow-complete-stack', 'mots-c', 'finasteride', 'dsip'];

const entries = Object.entries(detailedProfiles);

/** The safety lists of a profile, whichever of the two shapes it uses. */
function safetyShape(profile: DetailedPeptideProfile): 'notes' | 'information' | 'both' | 'none' {
  const hasNotes = 'safetyNotes' in profile || 'whenToStop' in profile;
  const hasInformation = 'safetyInformation' in profile;
  if (hasNotes && hasInformation) return 'both';
  if (hasNotes) return 'notes';
  if (hasInformation) return 'information';
  return 'none';
}

describe('detailed peptide profiles', () => {
  it('has exactly the 28 expected slugs', () => {
    expect(entries).toHaveLength(28);
    expect(Object.keys(detailedProfiles).sort()).toEqual([...expectedSlugs].sort());
  });

  it('maps the misspelt spec slug to an existing profile', () => {
    expect(misspeltProfileSlugs).toEqual({ 'klov-complete-stack': 'klow-complete-stack' });
    for (const [wrong, right] of Object.entries(misspeltProfileSlugs)) {
      expect(detailedProfiles[wrong]).toBeUndefined();
      expect(detailedProfiles[right]).toBeDefined();
    }
  });

  it.each(entries)('%s has a name and non-empty text and lists', (_slug, profile) => {
    expect(profile.name.trim()).not.toBe('');
    expect(profile.whatIsIt.trim()).not.toBe('');
    expect(profile.mechanismOfAction.trim()).not.toBe('');
    expect(profile.keyBenefits.length).toBeGreaterThan(0);
    expect(profile.researchIndications.length).toBeGreaterThan(0);
    expect(profile.researchProtocols.length).toBeGreaterThan(0);
    expect(profile.peptideInteractions.length).toBeGreaterThan(0);
    expect(profile.qualityIndicators.good.length).toBeGreaterThan(0);
    expect(profile.qualityIndicators.acceptable.length).toBeGreaterThan(0);
    expect(profile.qualityIndicators.redFlags.length).toBeGreaterThan(0);
    expect(profile.qualityIndicators.storageNote.trim()).not.toBe('');
    for (const benefit of profile.keyBenefits) expect(benefit.trim()).not.toBe('');
  });

  it.each(entries)('%s uses only allowed effectiveness values', (_slug, profile) => {
    for (const indication of profile.researchIndications) {
      expect(effectivenessValues).toContain(indication.effectiveness);
    }
  });

  it.each(entries)('%s uses only allowed interaction values', (_slug, profile) => {
    for (const interaction of profile.peptideInteractions) {
      expect(interactionValues).toContain(interaction.interaction);
    }
  });

  it.each(entries)('%s uses only valid administration routes', (_slug, profile) => {
    for (const protocol of profile.researchProtocols) {
      const parts = protocol.route.split(' or ');
      expect(parts.length).toBeGreaterThanOrEqual(1);
      expect(parts.length).toBeLessThanOrEqual(2);
      for (const part of parts) expect(routeNames).toContain(part);
    }
  });

  it('omits the quick guide for exactly the expected profiles', () => {
    const missing = entries.filter(([, profile]) => profile.quickGuide === undefined);
    expect(missing.map(([slug]) => slug).sort()).toEqual([...withoutQuickGuide].sort());
  });

  it.each(entries)('%s has a complete quick guide when it has one', (_slug, profile) => {
    if (!profile.quickGuide) return;
    for (const value of Object.values(profile.quickGuide)) expect(value.trim()).not.toBe('');
  });

  it.each(entries)('%s has safety in exactly one shape with a non-empty whenToStop', (_s, p) => {
    const shape = safetyShape(p);
    expect(['notes', 'information']).toContain(shape);
    if ('safetyInformation' in p) {
      expect(p.safetyInformation.generalNotes.length).toBeGreaterThan(0);
      expect(p.safetyInformation.whenToStop.length).toBeGreaterThan(0);
    } else {
      expect(p.safetyNotes.length).toBeGreaterThan(0);
      expect(p.whenToStop.length).toBeGreaterThan(0);
    }
  });

  it('uses both safety shapes across the profiles', () => {
    const shapes = new Set(entries.map(([, profile]) => safetyShape(profile)));
    expect(shapes).toEqual(new Set(['notes', 'information']));
  });
});

/**
 * Where a reference's `url` may point: a DOI, PubMed or PubMed Central, or a trial registry or
 * medicines regulator (a label, an approval, a registered trial). A search result page, a
 * publisher's mirror or a copy on a file-sharing site belongs in `checkedCopy`, not here.
 */
const referenceHosts = new Set([
  'doi.org',
  'pubmed.ncbi.nlm.nih.gov',
  'pmc.ncbi.nlm.nih.gov',
  'www.ncbi.nlm.nih.gov',
  'clinicaltrials.gov',
  'www.clinicaltrials.gov',
  'www.clinicaltrialsregister.eu',
  'euclinicaltrials.eu',
  'www.isrctn.com',
  'www.anzctr.org.au',
  'trialsearch.who.int',
  'www.fda.gov',
  'www.accessdata.fda.gov',
  'api.fda.gov',
  'dailymed.nlm.nih.gov',
  'www.ema.europa.eu',
  'www.gov.uk',
  'products.mhra.gov.uk',
  'www.tga.gov.au',
  'www.pmda.go.jp',
  'health-products.canada.ca',
]);

/** The path a reference address must have on its host: the record itself, not a search. */
const referencePaths: Record<string, RegExp> = {
  'doi.org': /^\/10\.\d{4,9}\/\S+$/,
  'pubmed.ncbi.nlm.nih.gov': /^\/\d+\/?$/,
  'pmc.ncbi.nlm.nih.gov': /^\/articles\/PMC\d+\/?$/,
  'www.ncbi.nlm.nih.gov': /^\/pmc\/articles\/PMC\d+\/?$/,
};

/** Why a reference is not well formed, or '' when it is. */
function referenceProblem(reference: Reference, description: string): string {
  const keys = ['authors', 'checkedCopy', 'journal', 'supports', 'title', 'url', 'year'];
  const fields = Object.keys(reference).filter((key) => key !== 'design');
  if (fields.sort().join() !== keys.join()) return 'unexpected fields';
  if ('design' in reference && !Object.hasOwn(studyDesignLevels, reference.design ?? '')) {
    return 'design';
  }
  const url = URL.parse(reference.url);
  if (!url || url.protocol !== 'https:' || !referenceHosts.has(url.hostname)) return 'url host';
  if (!(referencePaths[url.hostname] ?? /^\/./).test(url.pathname)) return 'url path';
  const copy = URL.parse(reference.checkedCopy);
  if (!copy || !['https:', 'http:'].includes(copy.protocol)) return 'checkedCopy not an address';
  if (!Number.isInteger(reference.year)) return 'year';
  if (reference.year < 1950 || reference.year > new Date().getUTCFullYear()) return 'year';
  for (const field of ['authors', 'title', 'journal'] as const) {
    if (reference[field].trim().length < 3) return `empty ${field}`;
  }
  if (reference.supports.trim().length < 20) return 'supports is not a sentence';
  if (!description.includes(reference.supports)) return 'supports not in the description';
  return '';
}

/** The badges the rule on /methods allows for each evidence level. */
const badgesFor: Record<EvidenceLevel, Effectiveness[]> = {
  'Randomised human trials': ['Most Effective', 'Effective', 'Moderate'],
  'Other human studies': ['Moderate'],
  'Animal studies only': ['Promising'],
  'Cell studies only': ['Promising'],
  'No published source found': ['Promising'],
};

const indications = entries.flatMap(([slug, profile]) =>
  profile.researchIndications.map((indication) => ({ slug, indication })),
);

describe('evidence levels and checked references', () => {
  it.each(entries)('%s gives every indication a level and its references', (_slug, profile) => {
    for (const indication of profile.researchIndications) {
      expect(evidenceLevels).toContain(indication.level);
      if (indication.level === 'No published source found') {
        expect(indication.references, indication.name).toEqual([]);
      } else {
        expect(indication.references.length, indication.name).toBeGreaterThan(0);
      }
      if (indication.studiedMolecule !== undefined) {
        expect(indication.studiedMolecule.trim()).not.toBe('');
      }
    }
  });

  // Until a profile is checked against its sources its badges are the specification's own.
  it.each(entries)('%s, once reviewed, chooses each badge from its level', (_slug, profile) => {
    if (profile.review === null) return;
    for (const indication of profile.researchIndications) {
      expect(badgesFor[indication.level], indication.name).toContain(indication.effectiveness);
    }
  });

  it.each(entries)('%s lists only well-formed references', (_slug, profile) => {
    for (const indication of profile.researchIndications) {
      for (const reference of indication.references) {
        expect(referenceProblem(reference, indication.description), reference.url).toBe('');
      }
    }
  });

  it('does not reuse a work for unrelated claims', () => {
    const uses = new Map<string, { slug: string; supports: string }[]>();
    for (const { slug, indication } of indications) {
      const urls = indication.references.map((reference) => reference.url);
      expect(new Set(urls).size, `${slug}: ${indication.name}`).toBe(urls.length);
      for (const reference of indication.references) {
        const use = { slug, supports: reference.supports };
        uses.set(reference.url, [...(uses.get(reference.url) ?? []), use]);
      }
    }
    for (const [url, list] of uses) {
      // Only the same sentence of one profile, repeated in two of its indications.
      expect(new Set(list.map((use) => `${use.slug}: ${use.supports}`)).size, url).toBe(1);
    }
  });

  it.each(entries)('%s was reviewed on a real date, not in the future, or not yet', (_s, p) => {
    if (p.review === null) return;
    expect(Object.keys(p.review).sort()).toEqual(['by', 'date']);
    expect(p.review.by.trim()).not.toBe('');
    expect(p.review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = new Date(`${p.review.date}T00:00:00Z`);
    // A calendar date that exists (2026-02-30 would roll over to March).
    expect(date.toISOString().slice(0, 10)).toBe(p.review.date);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    // The profiles were first checked against their sources in 2026: earlier is a typo.
    expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
  });
});
