/**
 * The month of the catalogue's prices (every price shown gets its date). The
 * catalogue, stack and simple-record prices are the spec's July 2025 figures and have no day of
 * their own; the dated, editable offers are the price data (/compare-prices).
 */
export const cataloguePriceMonth = { iso: '2025-07', label: 'Jul 2025' } as const;

/** 'Jul 2025' as a <time>, for beside a catalogue price; the caller sets its style. */
export function CataloguePriceDate({ className }: { className?: string }) {
  return (
    <time dateTime={cataloguePriceMonth.iso} className={className}>
      {cataloguePriceMonth.label}
    </time>
  );
}
