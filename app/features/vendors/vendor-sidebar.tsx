/**
 * Detail page sidebar in two parts: the store panel (coupon card, 'Visit {vendor}') and the facts
 * (Quick Facts, Certifications). Two parts so that a phone shows the store panel near the top,
 * not below the reviews; from 1024 px both stand in the right-hand column.
 */
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { methodsPath } from '~/components/ui/score-legend';
import { CouponBox } from './coupon-box';
import { StoreLink } from './store-link';
import type { VendorDetail } from './vendor-detail-data';
import { couponDetailText } from './vendor-facts';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function Certifications({ items }: { items: VendorDetail['certifications'] }) {
  return (
    <section aria-labelledby="certifications-heading" className={cardClass}>
      <h2 id="certifications-heading" className="text-lg font-semibold text-slate-900">
        Certifications
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {items.map((item) => (
          <li key={item.title} className="flex gap-2">
            {item.missing ? (
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            ) : (
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            )}
            <span>
              <span className="block font-medium text-slate-900">{item.title}</span>
              <span className="text-slate-700">{item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VendorStorePanel({ vendor }: { vendor: VendorDetail }) {
  return (
    <section aria-labelledby="visit-heading" className={cardClass}>
      <h2 id="visit-heading" className="text-lg font-semibold text-slate-900">
        Visit the store
      </h2>
      {vendor.couponCode ? (
        <div className="mt-3">
          <CouponBox code={vendor.couponCode} offer={couponDetailText} />
        </div>
      ) : null}
      <StoreLink href={vendor.storeUrl} className="mt-3 w-full">
        Visit {vendor.name}
      </StoreLink>
      <p className="mt-2 text-xs text-slate-600">
        {vendor.affiliate
          ? 'Affiliate link: it may earn Peptidia a commission at no cost to you.'
          : 'Opens the vendor’s own site in a new tab.'}
      </p>
    </section>
  );
}

export function VendorFacts({ vendor }: { vendor: VendorDetail }) {
  const facts = [
    { label: 'Founded', value: String(vendor.quickFacts.founded) },
    { label: 'Location', value: vendor.quickFacts.location },
    { label: 'Employees', value: vendor.quickFacts.employees },
    { label: 'Shipping', value: vendor.quickFacts.shipping },
    { label: 'Dispatch', value: vendor.shippingSpeed },
  ];
  return (
    <div className="space-y-5">
      <section aria-labelledby="facts-heading" className={cardClass}>
        <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
          Quick Facts
        </h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="text-right font-medium text-slate-900 tabular">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          Unverified: no source is recorded for these facts. Employees are estimated from the trust
          score; shipping follows one rule for every vendor.{' '}
          <Link to={methodsPath('vendor-facts')} className="font-medium text-brand-800 underline">
            About vendor facts
          </Link>
        </p>
      </section>
      <Certifications items={vendor.certifications} />
    </div>
  );
}
