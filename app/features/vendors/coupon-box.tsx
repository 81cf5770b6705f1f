/** The coupon code with its offer, on directory cards ('Get 10% off') and the detail page. */
import { Tag } from 'lucide-react';

export function CouponBox({ code, offer }: { code: string; offer: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-dashed border-green-600 bg-green-50 px-3 py-2 text-sm text-green-900">
      <span className="flex items-center gap-2">
        <Tag aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">Coupon code </span>
          <code className="font-mono font-semibold tracking-wide">{code}</code>
        </span>
      </span>
      <span className="font-semibold">{offer}</span>
    </div>
  );
}
