/**
 * The 3D carousel (spec: "Home"): previous/next, dots, ArrowLeft/ArrowRight, a pause/resume
 * toggle, pause on hover, an index that wraps both ways, hover tilt. Any manual action stops
 * auto-rotation; the toggle resumes it. Clicking the active card opens its peptide page; clicking
 * a neighbour brings it to the front. Under prefers-reduced-motion the 3D placement and the tilt
 * switch off (CSS `motion-reduce:`), so the server HTML and the hydrated page look the same.
 * Pattern: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 */
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type CSSProperties, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { trackPeptideView } from '~/utils/analytics';
import type { CarouselItem } from '../types';
import {
  defaultRotationIntervalMs,
  slideOffset,
  tiltAngles,
  tiltPresets,
  wrapIndex,
  type TiltIntensity,
} from './carousel-motion';

const controlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors duration-150 hover:bg-slate-100';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function PeptideCarousel({
  items,
  label,
  autoPlay = false,
  intervalMs = defaultRotationIntervalMs,
  tilt = 'medium',
}: {
  items: CarouselItem[];
  label: string;
  autoPlay?: boolean;
  intervalMs?: number;
  tilt?: TiltIntensity;
}) {
  const count = items.length;
  const [active, setActive] = useState(0);
  const [rotating, setRotating] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!rotating || hovered || count < 2) return;
    const timer = window.setInterval(() => setActive((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, hovered, intervalMs, count]);

  /** Every manual move stops auto-rotation (spec: "States and transitions"). */
  function goTo(index: number) {
    setRotating(false);
    setActive(wrapIndex(index, count));
  }

  /**
   * The pointer is tracked on the slide, which does not tilt, and the angles are handed to the
   * card inside through inherited custom properties; tracking the tilting card itself would
   * make its edges flicker as they lean away from the pointer.
   */
  function tiltTowards(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse' || prefersReducedMotion()) return;
    const card = event.currentTarget;
    const box = card.getBoundingClientRect();
    const angles = tiltAngles(
      (event.clientX - box.left) / box.width,
      (event.clientY - box.top) / box.height,
      tiltPresets[tilt],
    );
    card.style.setProperty('--tilt-x', `${angles.rotateX}deg`);
    card.style.setProperty('--tilt-y', `${angles.rotateY}deg`);
  }

  function resetTilt(event: PointerEvent<HTMLElement>) {
    event.currentTarget.style.removeProperty('--tilt-x');
    event.currentTarget.style.removeProperty('--tilt-y');
  }

  if (count === 0) return null;
  const current = items[active];

  return (
    // Arrow keys work from any control inside the carousel (APG carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          goTo(active + (event.key === 'ArrowRight' ? 1 : -1));
        }
      }}
    >
      <div
        className="relative h-64 overflow-hidden motion-safe:[perspective:1200px]"
        aria-live={rotating && !hovered ? 'off' : 'polite'}
      >
        {items.map((item, i) => {
          const offset = slideOffset(i, active, count);
          const distance = Math.abs(offset);
          const isActive = offset === 0;
          const style = {
            '--offset': offset,
            '--depth': distance,
            opacity: distance > 2 ? 0 : 1,
            zIndex: 10 - distance,
            pointerEvents: distance > 2 ? 'none' : undefined,
          } as CSSProperties;
          return (
            <div
              key={item.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!isActive}
              onPointerMove={isActive ? tiltTowards : undefined}
              onPointerLeave={resetTilt}
              className="absolute top-4 left-1/2 -ml-28 h-56 w-56 transition-[transform,opacity] duration-250 ease-out motion-safe:[transform:translateX(calc(var(--offset)*68%))_translateZ(calc(var(--depth)*-160px))_rotateY(calc(var(--offset)*-30deg))] motion-reduce:[transform:translateX(calc(var(--offset)*108%))]"
              style={style}
            >
              <Link
                to={item.href}
                tabIndex={isActive ? 0 : -1}
                onClick={(event) => {
                  if (isActive) {
                    trackPeptideView(item.slug, item.name);
                  } else {
                    event.preventDefault();
                    goTo(i);
                  }
                }}
                className="flex h-full w-full flex-col justify-between rounded-xl p-5 text-white shadow-lg transition-transform duration-150 motion-safe:[transform:rotateX(var(--tilt-x,0deg))_rotateY(var(--tilt-y,0deg))]"
                style={{ backgroundColor: item.color }}
              >
                <span>
                  <span className="block text-2xl font-bold">{item.name}</span>
                  <span className="mt-1 block text-sm">{item.category.join(' · ')}</span>
                </span>
                <span>
                  <span className="tabular block text-3xl font-bold">{item.price}</span>
                  <span className="mt-1 block text-sm">{item.vendorName}</span>
                  <span className="mt-2 block text-sm font-semibold underline underline-offset-2">
                    View profile
                  </span>
                </span>
              </Link>
            </div>
          );
        })}
      </div>

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
          onClick={() => setRotating((on) => !on)}
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
      <p className="sr-only">
        Showing {current?.name}, {active + 1} of {count}. Use the arrow keys to move.
      </p>
    </section>
  );
}
