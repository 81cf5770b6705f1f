/** Detail header (spec: "Peptide detail"): back link, name, difficulty, full name, tagline. */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button-link';
import { CopyLink } from '~/components/ui/copy-link';
import type { Difficulty } from '~/data/peptide-types';
import { difficultyVariant } from '../badge-variants';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={difficultyVariant[difficulty]}>{difficulty}</Badge>;
}

export function DetailHeader({
  name,
  fullName,
  tagline,
  difficulty,
  canonicalPath,
}: {
  name: string;
  /** The page's canonical address, which "Copy link" copies. */
  canonicalPath: string;
  fullName: string;
  tagline: string;
  difficulty: Difficulty;
}) {
  return (
    <header className="border-b border-slate-200 pb-6">
      <Link
        to="/peptides"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Peptides
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
        <DifficultyBadge difficulty={difficulty} />
      </div>
      {fullName !== name ? <p className="mt-2 text-lg text-slate-700">{fullName}</p> : null}
      <p className="mt-1 text-slate-600">{tagline}</p>
      <div className="mt-5 flex flex-wrap gap-2 print:hidden">
        <ButtonLink to="/guides">Injection Guide</ButtonLink>
        <ButtonLink to="/compare-prices" variant="secondary">
          Compare Prices
        </ButtonLink>
        <CopyLink href={canonicalPath} what={`the ${name} page`} className="px-2" />
      </div>
    </header>
  );
}
