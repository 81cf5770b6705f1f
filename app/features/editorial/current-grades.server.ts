/**
 * Each vendor's current lab result per peptide: the newest of each vendor and peptide, read with
 * DISTINCT ON along lab_results_vendor_peptide_idx. The pages read them all; the open data API
 * reads them a page at a time, after a (vendor id, peptide) key, in the same order.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { labResults, vendors } from '#database/schema';
import { labGradeDescriptions, type CurrentLabGrade } from '~/data/vendor-types';

export interface GradeRange {
  /** Only the results after this vendor and peptide, in the list's order. */
  after?: { vendorId: number; peptide: string };
  limit?: number;
}

export type CurrentGradeRow = CurrentLabGrade & { vendorId: number; vendorSlug: string };

/** Current results by vendor id, then peptide. */
export async function readCurrentGradeRows(
  db: Database,
  range: GradeRange = {},
): Promise<CurrentGradeRow[]> {
  const l = labResults;
  const query = db
    .selectDistinctOn([l.vendorId, l.peptide], {
      vendorId: l.vendorId,
      vendorSlug: vendors.slug,
      peptide: l.peptide,
      grade: l.grade,
      numTests: l.numTests,
      overallScore: l.overallScore,
      purityScore: l.purityScore,
      potencyScore: l.potencyScore,
      testingCompanyScore: l.testingCompanyScore,
      testDate: l.testedOn,
      expiryDate: l.expiresOn,
      lab: l.lab,
      purityPercent: l.purityPercent,
      labelMg: l.labelMg,
      measuredMg: l.measuredMg,
      certificateUrl: l.certificateUrl,
    })
    .from(l)
    .innerJoin(vendors, eq(vendors.id, l.vendorId))
    .where(
      range.after
        ? sql`(${l.vendorId}, ${l.peptide}) > (${range.after.vendorId}::int, ${range.after.peptide}::text)`
        : undefined,
    )
    .orderBy(l.vendorId, l.peptide, desc(l.testedOn), desc(l.id))
    .$dynamic();
  const rows = await (range.limit ? query.limit(range.limit) : query);
  return rows.map((row) => ({ ...row, gradeDescription: labGradeDescriptions[row.grade] }));
}

/** Each vendor's newest lab result per peptide, by vendor slug then peptide. */
export async function readCurrentGrades(db: Database): Promise<Map<string, CurrentLabGrade[]>> {
  const grades = new Map<string, CurrentLabGrade[]>();
  for (const { vendorSlug, vendorId: _id, ...record } of await readCurrentGradeRows(db)) {
    grades.set(vendorSlug, [...(grades.get(vendorSlug) ?? []), record]);
  }
  return grades;
}

/** A vendor's current grade for one peptide (matched case-insensitively), or undefined. */
export function gradeFor(
  grades: ReadonlyMap<string, CurrentLabGrade[]>,
  vendorSlug: string,
  peptide: string,
): CurrentLabGrade | undefined {
  const wanted = peptide.trim().toLowerCase();
  return grades.get(vendorSlug)?.find((grade) => grade.peptide.toLowerCase() === wanted);
}
