/**
 * The carousel's dots and its previous, pause/resume and next buttons (see peptide-carousel.tsx).
 * Dots and arrows are submit buttons naming `slide` (1-based) for the page without JavaScript;
 * with it, a click moves the carousel in place.
 */
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { CarouselItem } from '../types';
import { wrapIndex } from './carousel-motion';

const controlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors duration-150 hover:bg-slate-100';

/** The submit button's props for moving to slide `index` (wrapped). */
function moveTo(index: number, count: number, goTo: (index: number) => void) {
  return {
    type: 'submit' as const,
    name: 'slide',
    value: String(wrapIndex(index, count) + 1),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      goTo(index);
    },
  };
}

function CarouselDots({
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
          {...moveTo(i, count, goTo)}
          aria-label={`Show ${item.name} (${i + 1} of ${count})`}
          aria-current={i === active ? 'true' : undefined}
          className="carousel-dot"
        >
          <span aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

function CarouselButtons({
  active,
  count,
  rotating,
  goTo,
  onToggleRotation,
}: {
  active: number;
  count: number;
  rotating: boolean;
  goTo: (index: number) => void;
  onToggleRotation: () => void;
}) {
  // Kept in the layout (no shift on hydration) but out of sight and reach until it can work.
  const hydrated = useHydrated();
  return (
    <div className="mt-1 flex items-center justify-center gap-3">
      <button
        {...moveTo(active - 1, count, goTo)}
        className={controlClass}
        aria-label="Previous peptide"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={`${controlClass} ${hydrated ? '' : 'invisible'}`}
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
        {...moveTo(active + 1, count, goTo)}
        className={controlClass}
        aria-label="Next peptide"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** Dots and buttons in one GET form (`action`: this page, at the carousel). */
export function CarouselControls({
  items,
  active,
  rotating,
  goTo,
  onToggleRotation,
  action,
}: {
  items: CarouselItem[];
  active: number;
  rotating: boolean;
  goTo: (index: number) => void;
  onToggleRotation: () => void;
  action: string;
}) {
  return (
    <form method="get" action={action}>
      <CarouselDots items={items} active={active} goTo={goTo} />
      <CarouselButtons
        active={active}
        count={items.length}
        rotating={rotating}
        goTo={goTo}
        onToggleRotation={onToggleRotation}
      />
    </form>
  );
}
