/**
 * The body of /api/v1/peptides: the catalogue of app/data (docs/api.md). Its figures change only
 * with a release; the files were written in July 2025, the month the seeded prices carry too.
 * Prices are left out here: /api/v1/prices has each with its day and source.
 */
import { peptides } from '~/data/peptides';
import { slugify } from '~/utils/site';
import { openDataHeader } from './licence';

export const peptideReferenceAsOf = '2025-07-01';

export function peptidesBody(today: string) {
  const rows = peptides.map((peptide) => {
    const slug = slugify(peptide.name);
    return {
      slug,
      name: peptide.name,
      page: `/peptide/${slug}`,
      categories: peptide.category,
      description: peptide.description,
      benefits: peptide.benefits,
      dosage: peptide.dosage,
    };
  });
  return { ...openDataHeader(today, peptideReferenceAsOf), peptides: rows };
}
