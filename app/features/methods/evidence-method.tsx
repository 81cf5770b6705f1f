/**
 * /methods#evidence: the rule behind each research indication's evidence level and
 * effectiveness badge on a peptide profile, what a listed source has been through, and how far
 * the profiles have been checked (worked out from the profile data by the route's loader).
 */
import { evidenceBadgeText } from '~/data/evidence-badge';
import { evidenceLevels, type EvidenceLevel } from '~/data/peptide-types';
import { reviewDateText } from '~/utils/calendar-day';
import { MethodsSection } from './methods-section';
import type { ReviewSummary } from './review-summary';

const levelMeanings: Record<EvidenceLevel, string> = {
  'Randomised human trials':
    'at least one randomised controlled trial in people for this use, that is a trial whose own report says the participants were randomised, or a regulator’s approval or label resting on such trials.',
  'Other human studies':
    'studies in people, none of them reported as randomised: blinded, placebo-controlled or crossover trials whose reports do not say the participants were randomised, open-label trials, observational studies, case series.',
  'Animal studies only': 'no study in people was found; at least one animal study was.',
  'Cell studies only': 'only cell or laboratory studies were found.',
  'No published source found':
    'no source could be found and checked. The indication lists none, and its text must be softened or removed.',
};

const badgeRules = [
  [
    'Most Effective',
    'randomised human trials with a consistent, clinically meaningful effect (an approved medicine’s labelled use).',
  ],
  ['Effective', 'randomised human trials with positive results.'],
  [
    'Moderate',
    'other human studies with positive results, or randomised trials with mixed results.',
  ],
  ['Promising', 'animal or cell studies only, or no published source found.'],
] as const;

/** The example badge, worked out by the same code as the profiles' badges. */
const studiedAsExample = evidenceBadgeText(
  { level: 'Randomised human trials', studiedMolecule: 'full-length thymosin beta-4' },
  'TB-500',
);

function ReviewState({ summary: { checked, total, latest } }: { summary: ReviewSummary }) {
  if (!latest) {
    return (
      <p>
        <strong>Checked so far.</strong> None of the {total} profiles has been checked against its
        sources yet: each says &ldquo;Not yet checked against its sources&rdquo;.
      </p>
    );
  }
  return (
    <p>
      <strong>Checked so far.</strong> {checked} of {total} profiles have been checked against their
      sources; the latest check was on <time dateTime={latest}>{reviewDateText(latest)}</time>. Each
      profile shows when it was last checked and by whom, or says it has not been checked yet.
    </p>
  );
}

/** `reviews`: from the route's loader (evidence-review.server.ts). */
export function EvidenceMethod({ reviews }: { reviews: ReviewSummary }) {
  return (
    <MethodsSection id="evidence">
      <p>
        Each research indication on a peptide profile carries two labels: an effectiveness badge and
        an evidence level. The <strong>evidence level</strong> is the highest kind of study among
        the indication&apos;s checked sources that studied this use:
      </p>
      <dl aria-label="Evidence levels" className="space-y-1">
        {evidenceLevels.map((level) => (
          <div key={level}>
            <dt className="inline font-semibold">{`${level}: `}</dt>
            <dd className="inline">{levelMeanings[level]}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>One rule for one design.</strong> A trial counts as randomised only when its own
        report says the participants were randomised. A double-blind, matched-pairs or crossover
        trial whose report does not say so is rated &ldquo;Other human studies&rdquo;, on every
        profile alike; where a source&apos;s design has been recorded, the data checks refuse any
        other level.
      </p>
      <p>
        A review article counts at the level of the studies it reports for that use, though primary
        studies are preferred. Where the studies used another molecule than the one named (TB-500
        and full-length thymosin beta-4), the evidence level itself names it, so the label alone
        cannot mislead: &ldquo;{studiedAsExample}&rdquo;.
      </p>
      <p>
        The <strong>effectiveness badge</strong> follows from the level and the results:
      </p>
      <dl aria-label="Effectiveness badges" className="space-y-1">
        {badgeRules.map(([badge, rule]) => (
          <div key={badge}>
            <dt className="inline font-semibold">{`${badge}: `}</dt>
            <dd className="inline">{rule}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>Sources.</strong> A source is listed only after a copy of it (the journal page, its
        PubMed or PubMed Central record, a university or library record of the paper, a
        regulator&apos;s notice or label) was read and found to support the sentence it is attached
        to; its number follows that sentence. A copy on a shop&apos;s or clinic&apos;s website never
        counts: where no other copy could be read, the source is left out and the indication says
        so. Nothing is cited from memory, as a wrong reference is worse than none, and one study is
        not reused for unrelated claims.
      </p>
      <ReviewState summary={reviews} />
    </MethodsSection>
  );
}
