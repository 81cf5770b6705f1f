import { describe, expect, it } from 'vitest';
import { deriveCycleDuration } from './cycle';

describe('derived cycle duration', () => {
  it('gives Fat Loss 8-16 weeks', () => {
    expect(deriveCycleDuration(['Fat Loss'])).toBe('8-16 weeks');
  });

  it('gives Healing 4-8 weeks', () => {
    expect(deriveCycleDuration(['Healing'])).toBe('4-8 weeks');
  });

  it('gives every other category 3-6 months', () => {
    expect(deriveCycleDuration(['Muscle Growth'])).toBe('3-6 months');
    expect(deriveCycleDuration(['Cognitive'])).toBe('3-6 months');
    expect(deriveCycleDuration(['Other'])).toBe('3-6 months');
    expect(deriveCycleDuration([])).toBe('3-6 months');
  });

  it('lets Fat Loss win over Healing, whatever the order', () => {
    expect(deriveCycleDuration(['Healing', 'Fat Loss'])).toBe('8-16 weeks');
    expect(deriveCycleDuration(['Muscle Growth', 'Healing'])).toBe('4-8 weeks');
  });
});
