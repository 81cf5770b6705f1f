/**
 * /api/v1/peptides carries each profile's research indications as the page shows them (badge,
 * evidence level, studied molecule, checked references with the sentence each supports) and the
 * profile's review, and leaves out the address of the copy an editor read.
 */
import { describe, expect, it } from 'vitest';
import { detailedProfiles } from '../../app/data/profiles';
import { apiGet, apiJson } from './open-data-test-utils';
import { withEditorDatabase } from './editorial-test-utils';

withEditorDatabase();

type Body = {
  peptides: { slug: string; review: unknown; indications: Record<string, unknown>[] }[];
};

describe('evidence in the open data API', () => {
  it("gives every catalogue peptide its profile's indications, references and review", async () => {
    const body = await apiJson<Body>('/api/v1/peptides');
    expect(body.peptides).toHaveLength(26);
    for (const peptide of body.peptides) {
      const profile = detailedProfiles[peptide.slug]!;
      expect(profile, peptide.slug).toBeDefined();
      expect(peptide.review).toEqual(profile.review);
      expect(peptide.indications).toEqual(
        profile.researchIndications.map((indication) => ({
          name: indication.name,
          effectiveness: indication.effectiveness,
          level: indication.level,
          description: indication.description,
          studiedMolecule: indication.studiedMolecule ?? null,
          references: indication.references.map(({ checkedCopy: _copy, ...work }) => ({
            ...work,
            design: work.design ?? null,
          })),
        })),
      );
    }
  });

  it('never sends the checked copy of a reference', async () => {
    const body = await apiJson<Body>('/api/v1/peptides');
    const references = body.peptides.flatMap((peptide) =>
      peptide.indications.flatMap((indication) => indication.references as object[]),
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      expect(Object.keys(reference).sort()).toEqual([
        'authors',
        'design',
        'journal',
        'supports',
        'title',
        'url',
        'year',
      ]);
    }
    expect((await apiGet('/api/v1/peptides')).text).not.toContain('checkedCopy');
  });
});
