/**
 * A directory card's grade dates: when it was tested and when a re-test was due, as
 * dates (never "N days ago", so pages stay stable), "stale" once that day has passed and
 * "limited data" under three tests. The loader writes the texts (directory-query.ts).
 */
import type { DirectoryCard } from './directory-card';

export function GradeDates({ grade }: { grade: NonNullable<DirectoryCard['grade']> }) {
  return (
    <p className="text-xs text-slate-600">
      {grade.dates}
      <strong className="text-amber-900">{grade.flags}</strong>
    </p>
  );
}
