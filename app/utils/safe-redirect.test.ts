import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeRedirect('/community/discussions?page=2#top')).toBe(
      '/community/discussions?page=2#top',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\u0000//evil.example',
    '',
    undefined,
    42,
  ])('falls back for %j', (to) => {
    expect(safeRedirect(to, '/community')).toBe('/community');
  });
});
