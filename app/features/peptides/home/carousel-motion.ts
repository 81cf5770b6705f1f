/** Pure geometry of the 3D carousel, kept apart from the component so it can be unit tested. */

export const tiltPresets = { low: 5, medium: 10, high: 15 } as const;
export type TiltIntensity = keyof typeof tiltPresets;

/** Spec constant: the default auto-rotation interval. */
export const defaultRotationIntervalMs = 4000;

/** Wraps an index into 0..count-1 in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Signed distance of slide `i` from the active slide, the short way round the ring. */
export function slideOffset(i: number, active: number, count: number): number {
  const forward = wrapIndex(i - active, count);
  return forward > count / 2 ? forward - count : forward;
}

/**
 * Tilt angles for a pointer at (x, y) inside a box, both 0..1: at most `degrees` at the edges,
 * zero in the centre. The card leans towards the pointer.
 */
export function tiltAngles(x: number, y: number, degrees: number) {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    rotateX: Math.round((0.5 - clamp(y)) * 2 * degrees * 100) / 100,
    rotateY: Math.round((clamp(x) - 0.5) * 2 * degrees * 100) / 100,
  };
}
