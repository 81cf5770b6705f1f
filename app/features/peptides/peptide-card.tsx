/**
 * A catalogue card (spec: "Home" and "Peptide database"): Verified badge, price, vendor, up to
 * two category badges and a 'Learn More' link that records a peptide view. The compact variant
 * (home) adds 'View All'; the full variant (database) adds description details and, for a
 * product that is also a medicine, its safety note.
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button-link';
import { peptideViewOnClick } from '~/utils/analytics';
import { PriceVendorList } from './price-vendor-list';
import { SafetyNoteLine } from './safety-note';
import { verifiedMeaning } from './score-legends';
import type { CompactPeptideCardData, PeptideCardData } from './types';

/** The full variant's extra details: what it is studied for and the research dosage. */
function FullDetails({ peptide }: { peptide: PeptideCardData }) {
  return (
    <>
      <h4>Studied for</h4>
      <ul>
        {peptide.benefits.slice(0, 3).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="peptide-card-dosage">
        <span>Research dosage: </span>
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
      <div className="peptide-card-body">
        <div className="peptide-card-head">
          <h3>{peptide.name}</h3>
          {mostPopular ? <Badge variant="solid">Most Popular</Badge> : null}
        </div>
        <div className="peptide-card-badges">
          {peptide.verified ? (
            // Home's compact cards leave the tooltip to /methods: the page's HTML makes room for
            // their safety notes instead.
            <Badge variant="verified" title={variant === 'full' ? verifiedMeaning : undefined}>
              Verified
            </Badge>
          ) : null}
          {peptide.category.slice(0, 2).map((category) => (
            <Badge key={category}>{category}</Badge>
          ))}
        </div>
        <p className="peptide-card-text">{peptide.description}</p>
        {variant === 'full' && 'benefits' in peptide ? <FullDetails peptide={peptide} /> : null}
        {'safetyNote' in peptide && peptide.safetyNote ? (
          <SafetyNoteLine note={peptide.safetyNote} />
        ) : null}
        <PriceVendorList
          price={<dd className="price-vendor-price">{peptide.price}</dd>}
          vendorName={peptide.vendorName}
        />
      </div>
      <div className="peptide-card-actions">
        <Link
          to={peptide.href}
          // The compact cards are the home page's, whose carousel already makes the app discover
          // the peptide route; the full cards (the database) keep it.
          discover={variant === 'compact' ? 'none' : 'render'}
          className={buttonClasses.primary}
          {...peptideViewOnClick(peptide.slug, peptide.name)}
        >
          Learn More<span className="sr-only">{` about ${peptide.name}`}</span>
        </Link>
        {variant === 'compact' ? (
          // The header's Peptides link already makes the app discover this route.
          <Link to="/peptides" discover="none" className={buttonClasses.secondary}>
            View All<span className="sr-only"> peptides</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
