/**
 * One story per score: a short line next to a score saying what it is out of
 * and what it rests on, linked to the part of /methods that explains it. Plain server-rendered
 * markup; the wording of each legend lives with the feature that shows the score.
 */
import { Link } from 'react-router';

/** The sections of /methods a legend can point to (their heading ids; methods-outline.ts). */
export type MethodsSection =
  | 'lab-grades'
  | 'prices'
  | 'trust-scores'
  | 'ratings'
  | 'verified'
  | 'stack-score'
  | 'vendor-facts'
  | 'evidence';

export const methodsPath = (section: MethodsSection) => `/methods#${section}`;

export function ScoreLegend({
  items,
  section,
  className = '',
}: {
  /** Each score in a few words, e.g. 'Trust 0-100, editorial'. */
  items: readonly string[];
  section: MethodsSection;
  className?: string;
}) {
  return (
    <p className={`text-xs leading-relaxed text-slate-600 ${className}`}>
      {items.join(' · ')}
      {' · '}
      <Link to={methodsPath(section)} className="font-medium text-brand-800 underline">
        How scores are made
      </Link>
    </p>
  );
}
