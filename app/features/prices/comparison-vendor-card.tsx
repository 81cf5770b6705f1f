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
    <li className="flex items-center gap-1.5">
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
    <div>
      <h4 className="text-sm font-medium text-slate-600">Lowest listed price</h4>
      <dl className="mt-1 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.peptide} className="flex justify-between gap-3 py-1">
            <dt className="text-slate-700">{row.peptide}</dt>
            <dd
              className={`tabular ${row.price === undefined ? 'text-slate-600' : 'font-semibold text-slate-900'}`}
            >
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
      <h4 className={`font-medium ${className}`}>{heading}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 text-slate-700">
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
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link to={`/vendors/${vendor.slug}`} className="hover:text-brand-800 hover:underline">
            {vendor.name}
          </Link>
        </h3>
        <p className="flex shrink-0 items-center gap-1 font-semibold text-slate-900 tabular">
          <SpriteIcon name="star" className="size-4 fill-amber-400 text-amber-500" />
          {vendor.rating.toFixed(1)}
          <span className="text-sm font-normal text-slate-600">/10</span>
        </p>
      </div>
      <div>
        <Badge variant={reputationVariants[vendor.reputation]}>{vendor.reputation}</Badge>
      </div>
      <ul className="grid gap-1 text-sm">
        <Flag yes={vendor.labTested}>Lab tested</Flag>
        <Flag yes={vendor.shipsInUsa}>USA shipping</Flag>
        <li className="flex items-center gap-1.5">
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
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <ProsCons heading="Pros" className="text-green-800" items={vendor.pros} />
        <ProsCons heading="Cons" className="text-red-800" items={vendor.cons} />
      </div>
    </article>
  );
}
