/**
 * The evidence rules a reader can check against the sources: one level for one study design, a
 * checked copy that is a journal, PubMed, library or regulator copy rather than a shop's or a
 * clinic's page, and a badge that names the molecule studied when it is not the product.
 */
import { describe, expect, it } from 'vitest';
import { evidenceBadgeText } from '../evidence-badge';
import {
  evidenceLevels,
  studyDesignLevels,
  type EvidenceLevel,
  type ResearchIndication,
} from '../peptide-types';
import { commercialCopyHost } from './commercial-copy-hosts';
import { detailedProfiles } from './index';

const indications = Object.entries(detailedProfiles).flatMap(([slug, profile]) =>
  profile.researchIndications.map((indication) => ({ slug, name: profile.name, indication })),
);
const references = indications.flatMap(({ slug, indication }) =>
  indication.references.map((reference) => ({ slug, indication, reference })),
);

/** Lower is stronger: the order of `evidenceLevels`. */
const rank = (level: EvidenceLevel) => evidenceLevels.indexOf(level);

function indicationOf(slug: string, name: string): ResearchIndication {
  const found = detailedProfiles[slug]?.researchIndications.find((i) => i.name === name);
  if (!found) throw new Error(`${slug}: ${name}`);
  return found;
}

describe('one level for one study design', () => {
  it.each(indications.map((i) => [`${i.slug}: ${i.indication.name}`, i.indication] as const))(
    '%s is rated no lower than a recorded design gives, and exactly that when all record one',
    (_label, indication) => {
      const recorded = indication.references.flatMap((r) => (r.design ? [r.design] : []));
      if (recorded.length === 0) return;
      const best = Math.min(...recorded.map((design) => rank(studyDesignLevels[design])));
      if (recorded.length === indication.references.length) {
        expect(indication.level).toBe(evidenceLevels[best]);
      } else {
        expect(rank(indication.level)).toBeLessThanOrEqual(best);
      }
    },
  );

  it('rates a double-blind trial whose report never says randomised as other human studies', () => {
    for (const [slug, name] of [
      ['dsip', 'Insomnia and sleep quality'],
      ['pt-141', 'Erectile dysfunction'],
    ] as const) {
      const indication = indicationOf(slug, name);
      expect(indication.level, `${slug}: ${name}`).toBe('Other human studies');
      for (const reference of indication.references) {
        expect(reference.design).toBe('Controlled trial, not stated as randomised');
      }
    }
    expect(studyDesignLevels['Controlled trial, not stated as randomised']).toBe(
      'Other human studies',
    );
  });

  it('rates GHK-Cu wound healing on the randomised trial of its gel in diabetic ulcers', () => {
    const wound = indicationOf('ghk-cu', 'Wound healing');
    expect(wound.level).toBe('Randomised human trials');
    const trial = wound.references.find(
      (r) => r.url === 'https://pubmed.ncbi.nlm.nih.gov/17147644/',
    );
    expect(trial?.design).toBe('Randomised controlled trial');
    expect(trial?.year).toBe(1994);
    expect(wound.description).not.toContain('No controlled human wound trial was found');
  });

  it('makes a randomised rating rest on a source that says randomised or records its design', () => {
    const controlled = /double-blind|single-blind|placebo-controlled|crossover|matched-pairs/i;
    for (const { slug, indication, reference } of references) {
      if (indication.level !== 'Randomised human trials') continue;
      const text = `${reference.title} ${reference.supports}`;
      if (controlled.test(text) && !/randomi[sz]ed|randomised|randomized/i.test(text)) {
        expect(reference.design, `${slug}: ${reference.title}`).toBeDefined();
      }
    }
  });
});

describe('checked copies', () => {
  it.each(references.map((r) => [r.reference.checkedCopy] as const))(
    '%s is not a shop or clinic page',
    (checkedCopy) => {
      expect(commercialCopyHost(checkedCopy)).toBe('');
    },
  );

  it('refuses peptide shops, clinics and their mirrors, and keeps journal and PubMed copies', () => {
    for (const copy of [
      'https://www.peptidesdossier.com/research/kwon-2015-aod9604-rabbit-osteoarthritis',
      'https://hypermuscles.com/42404-post4.html',
      'https://www.peptidepros.net/evaluation-melanotan-ii-pilot-phase-1-clinical-study/',
      'https://newbodyrx.webflow.io/published-articles/retatrutide',
      'http://palomahealth.com/medication-patient-information/wegovy',
      'https://theglobalpractice.com/2025/12/18/mazdutide',
      'https://shop.peptidesciences.com/bpc-157',
      'https://www.best-clinic.example/semaglutide',
      'https://WWW.PEPTIDESDOSSIER.COM/x',
    ]) {
      expect(commercialCopyHost(copy), copy).not.toBe('');
    }
    for (const copy of [
      'https://pubmed.ncbi.nlm.nih.gov/17147644/',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC4445951',
      'https://www.nejm.org/doi/10.1056/NEJMoa2032183',
    ]) {
      expect(commercialCopyHost(copy), copy).toBe('');
    }
  });
});

describe('the molecule studied', () => {
  it('names it inside the badge when the studies used another molecule', () => {
    const tb500 = detailedProfiles['tb-500']!;
    const wound = indicationOf('tb-500', 'Wound and corneal healing');
    expect(evidenceBadgeText(wound, tb500.name)).toBe(
      'Randomised human trials (full-length thymosin beta-4, not TB-500)',
    );
    for (const indication of tb500.researchIndications) {
      if (indication.references.length === 0) continue;
      expect(indication.studiedMolecule, indication.name).toBe('full-length thymosin beta-4');
    }
  });

  it.each(indications.map((i) => [`${i.slug}: ${i.indication.name}`, i] as const))(
    '%s: a badge without a molecule is the level alone',
    (_label, { name, indication }) => {
      const badge = evidenceBadgeText(indication, name);
      if (indication.studiedMolecule) {
        expect(badge).toBe(`${indication.level} (${indication.studiedMolecule}, not ${name})`);
      } else {
        expect(badge).toBe(indication.level);
        expect(indication.description, 'a description naming another molecule').not.toMatch(
          /used full-length|not TB-500/,
        );
      }
    },
  );
});
