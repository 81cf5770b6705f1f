/** Detail page sidebar: coupon card, 'Visit {vendor}', Quick Facts and Certifications. */
import { AlertTriangle, BadgeCheck } from 'lucide-react';
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

export function VendorSidebar({ vendor }: { vendor: VendorDetail }) {
  const facts = [
    { label: 'Founded', value: String(vendor.quickFacts.founded) },
    { label: 'Location', value: vendor.quickFacts.location },
    { label: 'Employees', value: vendor.quickFacts.employees },
    { label: 'Shipping', value: vendor.quickFacts.shipping },
    { label: 'Dispatch', value: vendor.shippingSpeed },
  ];
  return (
    <div className="space-y-5">
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
          Employee counts are estimates from the trust score; shipping terms as listed by the
          vendor.
        </p>
      </section>
      <Certifications items={vendor.certifications} />
    </div>
  );
}
