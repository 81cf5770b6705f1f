/**
 * One slide of the 3D carousel (see peptide-carousel.tsx): placed by its offset from the active
 * slide, tilting towards the pointer while it is the active one. The placement and tilt are the
 * component classes carousel-slide and carousel-card of app.css (ten slides: short classes).
 */
import type { CSSProperties, PointerEvent } from 'react';
import { Link } from 'react-router';
import { peptideViewOnClick } from '~/utils/analytics';
import { CataloguePriceDate } from '../catalogue-price-date';
import type { CarouselItem } from '../types';
import { slideOffset, tiltAngles, tiltPresets, type TiltIntensity } from './carousel-motion';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The pointer is tracked on the slide, which does not tilt, and the angles are handed to the
 * card inside through inherited custom properties; tracking the tilting card itself would
 * make its edges flicker as they lean away from the pointer.
 */
function tiltTowards(event: PointerEvent<HTMLElement>, tilt: TiltIntensity) {
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

function CardFace({ item }: { item: CarouselItem }) {
  return (
    <>
      <span>
        <span className="carousel-name">{item.name}</span>
        <span className="carousel-line">{item.category.join(' · ')}</span>
      </span>
      <span>
        <span className="carousel-price">{item.price}</span>
        <span className="carousel-date">
          as of <CataloguePriceDate />
        </span>
        <span className="carousel-line">{item.vendorName}</span>
        <span className="carousel-more">View profile</span>
      </span>
    </>
  );
}

function CarouselSlide({
  item,
  i,
  active,
  count,
  tilt,
  onBringForward,
}: {
  item: CarouselItem;
  i: number;
  active: number;
  count: number;
  tilt: TiltIntensity;
  /** Clicking a neighbour brings it to the front. */
  onBringForward: () => void;
}) {
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
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} of ${count}`}
      aria-hidden={!isActive}
      onPointerMove={isActive ? (event) => tiltTowards(event, tilt) : undefined}
      onPointerLeave={resetTilt}
      className="carousel-slide"
      style={style}
    >
      <Link
        to={item.href}
        // Every slide leads to the one peptide route: the first slide's link is enough for the
        // app to discover it (the rest would add an attribute each to the page's HTML).
        discover={i === 0 ? 'render' : 'none'}
        tabIndex={isActive ? 0 : -1}
        {...(isActive ? peptideViewOnClick(item.slug, item.name) : {})}
        onClick={(event) => {
          if (isActive) return;
          event.preventDefault();
          onBringForward();
        }}
        className="carousel-card"
        style={{ backgroundColor: item.color }}
      >
        <CardFace item={item} />
      </Link>
    </div>
  );
}

export function CarouselSlides({
  items,
  active,
  tilt,
  live,
  goTo,
}: {
  items: CarouselItem[];
  active: number;
  tilt: TiltIntensity;
  /** Announces slide changes unless the carousel is rotating on its own. */
  live: 'off' | 'polite';
  goTo: (index: number) => void;
}) {
  return (
    <div
      className="relative h-64 overflow-hidden motion-safe:[perspective:1200px]"
      aria-live={live}
    >
      {items.map((item, i) => (
        <CarouselSlide
          key={item.slug}
          item={item}
          i={i}
          active={active}
          count={items.length}
          tilt={tilt}
          onBringForward={() => goTo(i)}
        />
      ))}
    </div>
  );
}
