/** One of the 12 vendor cards of /compare-prices. */
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { SpriteIcon } from '~/components/ui/icon-sprite';
import type { ComparisonCard, ReputationLabel } from './vendor-comparison';

const reputationVariants: Record<ReputationLabel, BadgeVariant> = {
  Excellent: 'success',
  'Very Good': 'brand',
  Good: 'neutral',
};

function Flag({ yes, children }: { yes: boolean; children: string }) {
  return (
    <li>
      {yes ? (
        <SpriteIcon name="check" className="size-4 text-green-700" />
      ) : (
        <SpriteIcon name="x" className="size-4 text-red-700" />
      )}
      <span className={yes ? 'text-slate-800' : 'text-slate-600'}>
        {yes ? children : `Not ${children.toLowerCase()}`}
      </span>
    </li>
  );
}

function LowestPrices({ rows }: { rows: ComparisonCard['lowestPrices'] }) {
  return (
    <div className="compare-card-lowest">
      <h4>Lowest listed price</h4>
      <dl>
        {rows.map((row) => (
          <div key={row.peptide}>
            <dt>{row.peptide}</dt>
            <dd className={row.price === undefined ? 'not-listed' : undefined}>
              {row.price === undefined ? 'Not listed' : `$${row.price}`}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProsCons({
  heading,
  className,
  items,
}: {
  heading: string;
  className: string;
  items: readonly string[];
}) {
  return (
    <div>
      <h4 className={className}>{heading}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function ComparisonVendorCard({ vendor }: { vendor: ComparisonCard }) {
  const headingId = `compare-${vendor.slug}`;
  return (
    <article aria-labelledby={headingId} className="compare-card">
      <div className="compare-card-head">
        <h3 id={headingId}>
          <Link to={`/vendors/${vendor.slug}`}>{vendor.name}</Link>
        </h3>
        <p className="compare-card-rating">
          <SpriteIcon name="star" className="size-4 fill-amber-400 text-amber-500" />
          {vendor.rating.toFixed(1)}
          <span>/10</span>
        </p>
      </div>
      <div>
        <Badge variant={reputationVariants[vendor.reputation]}>{vendor.reputation}</Badge>
      </div>
      <ul className="compare-card-flags">
        <Flag yes={vendor.labTested}>Lab tested</Flag>
        <Flag yes={vendor.shipsInUsa}>USA shipping</Flag>
        <li>
          <SpriteIcon name="tag" className="size-4 text-slate-600" />
          {vendor.couponCode ? (
            <span className="text-slate-800">
              Coupon <code className="font-mono font-semibold">{vendor.couponCode}</code>
            </span>
          ) : (
            <span className="text-slate-600">No coupon</span>
          )}
        </li>
      </ul>
      <LowestPrices rows={vendor.lowestPrices} />
      <div className="compare-card-pros-cons">
        <ProsCons heading="Pros" className="text-green-800" items={vendor.pros} />
        <ProsCons heading="Cons" className="text-red-800" items={vendor.cons} />
      </div>
    </article>
  );
}
