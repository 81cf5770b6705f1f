/**
 * Safety near the top of a profile: the first signs to stop and a link down
 * to the full Safety Notes and When to Stop, which stay where the spec puts them (the end).
 */
import { Notice } from '~/components/ui/notice';
import type { DetailedPeptideProfile } from '~/data/peptide-types';
import { safetyOf } from './detailed-profile';
import { sectionId } from './outline';

/** Enough to read at a glance on a phone; the rest is one link away. */
const shownSigns = 3;

export function SafetySummary({ profile }: { profile: DetailedPeptideProfile }) {
  const { notes, whenToStop } = safetyOf(profile);
  if (whenToStop.length === 0) return null;
  return (
    <section aria-labelledby="safety-summary" className="mt-4">
      <Notice
        tone="warning"
        titleAs="h2"
        title={<span id="safety-summary">Safety at a glance: stop if</span>}
      >
        <ul className="list-disc space-y-0.5 pl-5">
          {whenToStop.slice(0, shownSigns).map((sign, i) => (
            <li key={`${i}-${sign}`}>{sign}</li>
          ))}
        </ul>
        <a
          href={`#${sectionId('Safety Notes')}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
        >
          {`All ${notes.length} safety notes and ${whenToStop.length} signs to stop`}
        </a>
      </Notice>
    </section>
  );
}
