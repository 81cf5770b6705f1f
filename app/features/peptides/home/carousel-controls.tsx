/** The carousel's dots and its previous, pause/resume and next buttons (see peptide-carousel.tsx). */
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { CarouselItem } from '../types';

const controlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors duration-150 hover:bg-slate-100';

export function CarouselDots({
  items,
  active,
  goTo,
}: {
  items: CarouselItem[];
  active: number;
  goTo: (index: number) => void;
}) {
  const count = items.length;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-center gap-x-0 gap-y-1">
      {items.map((item, i) => (
        <button
          key={item.slug}
          type="button"
          aria-label={`Show ${item.name} (${i + 1} of ${count})`}
          aria-current={i === active ? 'true' : undefined}
          onClick={() => goTo(i)}
          className="group inline-flex min-h-11 w-8 items-center justify-center sm:w-11"
        >
          <span
            aria-hidden="true"
            className={`block size-2.5 rounded-full transition-colors duration-150 ${
              i === active ? 'bg-brand-700' : 'bg-slate-400 group-hover:bg-slate-600'
            }`}
          />
        </button>
      ))}
    </div>
  );
}

export function CarouselButtons({
  active,
  rotating,
  goTo,
  onToggleRotation,
}: {
  active: number;
  rotating: boolean;
  goTo: (index: number) => void;
  onToggleRotation: () => void;
}) {
  return (
    <div className="mt-1 flex items-center justify-center gap-3">
      <button
        type="button"
        className={controlClass}
        aria-label="Previous peptide"
        onClick={() => goTo(active - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={controlClass}
        aria-label={rotating ? 'Pause auto-rotation' : 'Start auto-rotation'}
        onClick={onToggleRotation}
      >
        {rotating ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      <button
        type="button"
        className={controlClass}
        aria-label="Next peptide"
        onClick={() => goTo(active + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
