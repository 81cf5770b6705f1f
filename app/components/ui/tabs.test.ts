import { describe, expect, it } from 'vitest';
import { tabFromSearch } from './tabs';

describe('tabFromSearch', () => {
  const items = [{ id: 'protocols' }, { id: 'interactions' }, { id: 'quality' }];

  it('selects the tab the query names', () => {
    expect(tabFromSearch('?tab=quality', 'tab', items)).toBe(2);
    expect(tabFromSearch('?pending=interactions', 'pending', items)).toBe(1);
  });

  it('falls back to the first tab', () => {
    expect(tabFromSearch('', 'tab', items)).toBe(0);
    expect(tabFromSearch('?tab=nope', 'tab', items)).toBe(0);
  });
});
