import { describe, expect, it } from 'vitest';
import { slideOffset, tiltAngles, tiltPresets, wrapIndex } from './carousel-motion';

describe('carousel index', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(10, 10)).toBe(0);
    expect(wrapIndex(-1, 10)).toBe(9);
    expect(wrapIndex(-11, 10)).toBe(9);
    expect(wrapIndex(3, 10)).toBe(3);
  });

  it('places slides the short way round the ring', () => {
    expect(slideOffset(0, 0, 10)).toBe(0);
    expect(slideOffset(1, 0, 10)).toBe(1);
    expect(slideOffset(9, 0, 10)).toBe(-1);
    expect(slideOffset(0, 9, 10)).toBe(1);
    expect(slideOffset(5, 0, 10)).toBe(5);
    expect(slideOffset(6, 0, 10)).toBe(-4);
  });
});

describe('hover tilt', () => {
  it('has the presets low 5, medium 10 and high 15 degrees', () => {
    expect(tiltPresets).toEqual({ low: 5, medium: 10, high: 15 });
  });

  it('is flat in the centre and reaches the preset at the edges', () => {
    expect(tiltAngles(0.5, 0.5, 10)).toEqual({ rotateX: 0, rotateY: 0 });
    expect(tiltAngles(1, 0, 15)).toEqual({ rotateX: 15, rotateY: 15 });
    expect(tiltAngles(0, 1, 5)).toEqual({ rotateX: -5, rotateY: -5 });
    expect(tiltAngles(2, -1, 5)).toEqual({ rotateX: 5, rotateY: 5 });
  });
});
