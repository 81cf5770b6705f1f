/**
 * A catalogue card (spec: "Home" and "Peptide database"): Verified badge, price, vendor, up to
 * two category badges and a 'Learn More' link that records a peptide view. The compact variant
 * (home) adds 'View All'; the full variant (database) adds description details.
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button-link';
import { SpriteIcon } from '~/components/ui/icon-sprite';
import { trackPeptideView } from '~/utils/analytics';
import { PriceVendorList } from './price-vendor-list';
import { verifiedMeaning } from './score-legends';
import type { CompactPeptideCardData, PeptideCardData } from './types';

/** The full variant's extra details: what it is studied for and the research dosage. */
function FullDetails({ peptide }: { peptide: PeptideCardData }) {
  return (
    <>
      <h4 className="mt-3 text-sm font-semibold text-slate-800">Studied for</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {peptide.benefits.slice(0, 3).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-800">Research dosage: </span>
        <span className="tabular">{peptide.dosage}</span>
      </p>
    </>
  );
}

export function PeptideCard({
  peptide,
  mostPopular = false,
  variant = 'compact',
}: {
  peptide: CompactPeptideCardData | PeptideCardData;
  mostPopular?: boolean;
  variant?: 'compact' | 'full';
}) {
  return (
    <article className="peptide-card" style={{ borderTopColor: peptide.color }}>
      <div className="flex-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg leading-snug font-semibold text-slate-900">{peptide.name}</h3>
          {mostPopular ? <Badge variant="solid">Most Popular</Badge> : null}
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {peptide.verified ? (
            <Badge variant="success" title={verifiedMeaning}>
              <SpriteIcon name="shield-check" className="size-3.5" />
              Verified
            </Badge>
          ) : null}
          {peptide.category.slice(0, 2).map((category) => (
            <Badge key={category}>{category}</Badge>
          ))}
        </div>
        <p className={`mt-3 text-sm text-slate-600 ${variant === 'compact' ? 'line-clamp-3' : ''}`}>
          {peptide.description}
        </p>
        {variant === 'full' && 'benefits' in peptide ? <FullDetails peptide={peptide} /> : null}
        <PriceVendorList
          price={
            <dd className="tabular text-base font-semibold text-slate-900">{peptide.price}</dd>
          }
          vendorName={peptide.vendorName}
        />
      </div>
      <div className="peptide-card-actions">
        <Link
          to={peptide.href}
          className={`${buttonClasses.primary} flex-1`}
          onClick={() => trackPeptideView(peptide.slug, peptide.name)}
        >
          Learn More<span className="sr-only"> about {peptide.name}</span>
        </Link>
        {variant === 'compact' ? (
          <Link to="/peptides" className={`${buttonClasses.secondary} flex-1`}>
            View All<span className="sr-only"> peptides</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
