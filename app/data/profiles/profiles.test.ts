import { describe, it, expect } from 'vitest';
import {
  effectivenessValues,
  evidenceKinds,
  interactionValues,
  routeNames,
  type DetailedPeptideProfile,
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

describe('evidence and review dates (issue 18)', () => {
  it.each(entries)('%s names a known kind of evidence for every indication', (_slug, profile) => {
    for (const indication of profile.researchIndications) {
      expect(Object.keys(evidenceKinds)).toContain(indication.evidence);
    }
  });

  it.each(entries)('%s has a real last-reviewed date, not in the future', (_slug, profile) => {
    expect(profile.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = new Date(`${profile.lastReviewed}T00:00:00Z`);
    // A calendar date that exists (2026-02-30 would roll over to March).
    expect(date.toISOString().slice(0, 10)).toBe(profile.lastReviewed);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    // The profiles were written in 2026: an earlier date would be a typo.
    expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
  });

  it('lists references only as checked sources: a DOI or PubMed address, title, journal, year', () => {
    const references = entries.flatMap(([, profile]) =>
      profile.researchIndications.flatMap((indication) =>
        indication.reference ? [indication.reference] : [],
      ),
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      expect(Object.keys(reference).sort()).toEqual(['journal', 'title', 'url', 'year']);
      expect(reference.url).toMatch(
        /^https:\/\/(pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/?|doi\.org\/10\.\d{4,9}\/\S+)$/,
      );
      expect(reference.title.trim().length).toBeGreaterThan(10);
      expect(reference.journal.trim().length).toBeGreaterThan(3);
      expect(reference.year).toBeGreaterThanOrEqual(1950);
      expect(reference.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
    }
  });

  it('never cites one source twice on a profile', () => {
    for (const [, profile] of entries) {
      const urls = profile.researchIndications.flatMap((i) =>
        i.reference ? [i.reference.url] : [],
      );
      expect(new Set(urls).size).toBe(urls.length);
    }
  });
});
