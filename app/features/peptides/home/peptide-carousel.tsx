/**
 * The 3D carousel (spec: "Home"): previous/next, dots, ArrowLeft/ArrowRight, a pause/resume
 * toggle, pause on hover, an index that wraps both ways, hover tilt. Any manual action stops
 * auto-rotation; the toggle resumes it. Clicking the active card opens its peptide page; clicking
 * a neighbour brings it to the front. Under prefers-reduced-motion the 3D placement and the tilt
 * switch off (CSS `motion-reduce:`), so the server HTML and the hydrated page look the same.
 * Without JavaScript the dots and the previous/next buttons submit a GET form that loads
 * `?slide=N` (goals.ts), and the pause toggle, which has nothing to pause, stays invisible.
 * Pattern: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 */
import { useEffect, useState } from 'react';
import type { CarouselItem } from '../types';
import { CarouselControls } from './carousel-controls';
import { defaultRotationIntervalMs, wrapIndex, type TiltIntensity } from './carousel-motion';
import { CarouselSlides } from './carousel-slide';

/** The active slide and auto-rotation, which stops on hover and after every manual move. */
function useRotation(autoPlay: boolean, count: number, intervalMs: number, start: number) {
  const [active, setActive] = useState(() => wrapIndex(start, Math.max(count, 1)));
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

  return { active, rotating, setRotating, hovered, setHovered, goTo };
}

export function PeptideCarousel({
  items,
  label,
  autoPlay = false,
  intervalMs = defaultRotationIntervalMs,
  tilt = 'medium',
  start = 0,
  action,
}: {
  items: CarouselItem[];
  label: string;
  autoPlay?: boolean;
  intervalMs?: number;
  tilt?: TiltIntensity;
  /** The slide shown first (the URL's `slide`, from 0). */
  start?: number;
  /** Where the controls' form goes without JavaScript (this page, at the carousel). */
  action: string;
}) {
  const count = items.length;
  const rotation = useRotation(autoPlay, count, intervalMs, start);
  const { active, rotating, setRotating, hovered, setHovered, goTo } = rotation;
  if (count === 0) return null;
  const current = items[active];

  return (
    // Arrow keys work from any control inside the carousel (APG carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-app=""
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          goTo(active + (event.key === 'ArrowRight' ? 1 : -1));
        }
      }}
    >
      <CarouselSlides
        items={items}
        active={active}
        tilt={tilt}
        live={rotating && !hovered ? 'off' : 'polite'}
        goTo={goTo}
      />
      <CarouselControls
        {...{ items, active, rotating, goTo, action }}
        onToggleRotation={() => setRotating((on) => !on)}
      />
      <p className="sr-only">
        Showing {current?.name}, {active + 1} of {count}. Use the arrow keys to move.
      </p>
    </section>
  );
}
