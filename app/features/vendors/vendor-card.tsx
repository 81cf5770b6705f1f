/**
 * One card of the vendor directory (spec: "Vendor directory", card). While the grid has one
 * column the card is compact (twelve full cards made /vendors ten screens tall at
 * 360 px): the figures, badges and buttons stay in view and the description and specialties wait
 * behind a native "More about ..." that needs no JavaScript; wider, they show as before
 * (`.phone-more` in app.css). The figures come first: they are what a visitor compares.
 */
import { ButtonLink } from '~/components/ui/button-link';
import { SpriteIcon } from '~/components/ui/icon-sprite';
import { CouponBox } from './coupon-box';
import { GradeDates } from './grade-dates';
import type { DirectoryCard } from './directory-card';
import { StoreLink } from './store-link';
import { LabGradeBadge, LabTestedBadge, LocationBadge } from './vendor-badges';
import { couponCardText } from './vendor-facts';

function Specialties({ specialties }: { specialties: DirectoryCard['specialties'] }) {
  return (
    <div className="mt-3">
      <h3 className="text-sm text-slate-600">Specialties</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {specialties.map((specialty) => (
          <li key={specialty} className="chip">
            {specialty}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VendorCard({ vendor }: { vendor: DirectoryCard }) {
  const headingId = `vendor-${vendor.slug}`;
  return (
    <article aria-labelledby={headingId} className="vendor-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {vendor.name}
        </h2>
        <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800 tabular">
          <SpriteIcon name="star" className="size-4 fill-amber-400 text-amber-500" />
          {vendor.rating.toFixed(1)}
          <span className="font-normal text-slate-600">/10</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-x-1 gap-y-1.5">
        <LabTestedBadge labTested={vendor.labTested} testingCompany={vendor.testingCompany} />
        <LocationBadge location={vendor.location} />
        {vendor.grade ? (
          <LabGradeBadge
            peptide={vendor.grade.peptide}
            grade={vendor.grade.grade}
            description={vendor.grade.description}
          />
        ) : null}
      </div>
      {vendor.grade ? <GradeDates grade={vendor.grade} /> : null}
      <dl className="vendor-card-figures">
        <div>
          <dt>Price range</dt>
          <dd>{vendor.priceRange}</dd>
        </div>
        <div>
          <dt>Trust score</dt>
          <dd>{`${vendor.trustScore}/100`}</dd>
        </div>
      </dl>
      <details className="phone-more">
        <summary>{`More about ${vendor.name}`}</summary>
        <p className="text-sm leading-relaxed text-slate-700">{vendor.description}</p>
        <Specialties specialties={vendor.specialties} />
      </details>
      {vendor.couponCode ? <CouponBox code={vendor.couponCode} offer={couponCardText} /> : null}
      <div className="mt-auto grid grid-cols-2 gap-2 md:pt-2">
        <ButtonLink to={`/vendors/${vendor.slug}`} variant="secondary">
          View Details<span className="sr-only">{` for ${vendor.name}`}</span>
        </ButtonLink>
        <StoreLink href={vendor.storeUrl}>
          Visit Store<span className="sr-only">{` for ${vendor.name}`}</span>
        </StoreLink>
      </div>
    </article>
  );
}
