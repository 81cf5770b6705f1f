/** Top of the vendor detail page: name, rating out of 10, badges, year and description. */
import { ArrowLeft, CalendarDays, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { ScoreLegend } from '~/components/ui/score-legend';
import type { VendorDetail } from './vendor-detail-data';
import { vendorPageLegend } from './score-legends';
import { LabTestedBadge, LocationBadge } from './vendor-badges';

export function VendorHeader({ vendor }: { vendor: VendorDetail }) {
  return (
    <header>
      <Link
        to="/vendors"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Vendors
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{vendor.name}</h1>
        <p className="flex items-center gap-1 text-lg font-semibold text-slate-900 tabular">
          <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
          {vendor.rating.toFixed(1)}
          <span className="text-sm font-normal text-slate-600">/10</span>
          <span className="sr-only"> rating</span>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <LabTestedBadge labTested={vendor.labTested} testingCompany={vendor.testingCompany} />
        <LocationBadge location={vendor.location} />
        <Badge variant="neutral" className="tabular">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          Established {vendor.established}
        </Badge>
      </div>
      <ScoreLegend items={vendorPageLegend} section="ratings" className="mt-2" />
      <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">{vendor.description}</p>
    </header>
  );
}
