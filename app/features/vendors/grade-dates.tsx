/**
 * A directory card's grade dates (issue 14): when it was tested and when a re-test was due, as
 * dates (never "N days ago", so pages stay stable), "stale" once that day has passed and
 * "limited data" under three tests.
 */
import type { DirectoryCard } from './directory-query';

export function GradeDates({ grade }: { grade: NonNullable<DirectoryCard['grade']> }) {
  const notes = [grade.stale ? 'stale' : '', grade.limitedData ? 'limited data' : ''].filter(
    Boolean,
  );
  return (
    <p className="text-xs text-slate-600">
      Grade tested {grade.testDay}, re-test due {grade.expiryDay}
      {notes.length > 0 ? (
        <strong className="font-semibold text-amber-900"> ({notes.join(', ')})</strong>
      ) : null}
    </p>
  );
}
