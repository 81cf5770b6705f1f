/**
 * The body of /api/v1/peptides: the catalogue of app/data (docs/api.md). Its figures change only
 * with a release; the files were written in July 2025, the month the seeded prices carry too.
 * Prices are left out here: /api/v1/prices has each with its day and source.
 *
 * Each peptide carries its profile's research indications as the page shows them: badge,
 * evidence level, the molecule studied when another, and the checked references with the
 * sentence each supports; and the profile's review (who checked it against its sources, and
 * when), null until it is. A reference's `checkedCopy` stays out: it is the address of the copy
 * an editor read, a working note rather than the work (its `url`).
 */
import type { ResearchIndication } from '~/data/peptide-types';
import { peptides } from '~/data/peptides';
import { detailedProfiles } from '~/data/profiles';
import { slugify } from '~/utils/site';
import { openDataHeader } from './licence';

export const peptideReferenceAsOf = '2025-07-01';

function indicationRow(indication: ResearchIndication) {
  return {
    name: indication.name,
    effectiveness: indication.effectiveness,
    level: indication.level,
    description: indication.description,
    studiedMolecule: indication.studiedMolecule ?? null,
    references: indication.references.map((reference) => ({
      authors: reference.authors,
      title: reference.title,
      journal: reference.journal,
      year: reference.year,
      url: reference.url,
      supports: reference.supports,
      design: reference.design ?? null,
    })),
  };
}

export function peptidesBody(today: string) {
  const rows = peptides.map((peptide) => {
    const slug = slugify(peptide.name);
    const profile = detailedProfiles[slug];
    return {
      slug,
      name: peptide.name,
      page: `/peptide/${slug}`,
      categories: peptide.category,
      description: peptide.description,
      benefits: peptide.benefits,
      dosage: peptide.dosage,
      review: profile?.review ?? null,
      indications: profile ? profile.researchIndications.map(indicationRow) : [],
    };
  });
  return { ...openDataHeader(today, peptideReferenceAsOf), peptides: rows };
}
