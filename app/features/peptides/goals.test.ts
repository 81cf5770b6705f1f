import { describe, expect, it } from 'vitest';
import { homeStateFromSearch } from './goals';

describe('homeStateFromSearch', () => {
  it('starts with no goal, All and the first slide', () => {
    expect(homeStateFromSearch('')).toEqual({ goal: null, filter: 'All', slide: 0 });
  });

  it('a goal sets its category unless the URL names another', () => {
    expect(homeStateFromSearch('?goal=fat-loss')).toMatchObject({
      goal: { id: 'fat-loss' },
      filter: 'Fat Loss',
    });
    expect(homeStateFromSearch('?goal=fat-loss&category=Healing').filter).toBe('Healing');
  });

  it('reads the slide from 1 and ignores what it does not know', () => {
    expect(homeStateFromSearch('?slide=4').slide).toBe(3);
    expect(homeStateFromSearch('?goal=x&category=Nope&slide=-2')).toEqual({
      goal: null,
      filter: 'All',
      slide: 0,
    });
  });
});
