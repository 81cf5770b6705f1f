import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeRedirect('/community/discussions?page=2#top')).toBe(
      '/community/discussions?page=2#top',
    );
  });

  it.each([
    ['/community/./discussions', '/community/discussions'],
    ['/community/x/../discussions', '/community/discussions'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
    ['/vendors#//evil.example', '/vendors#//evil.example'],
  ])('keeps %j on the site as %j', (to, path) => {
    expect(safeRedirect(to, '/community')).toBe(path);
  });

  it.each([
    'https://evil.example/',
    'HTTPS://evil.example/',
    'hTtP:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\u0000//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u007f/evil.example',
    // Dot segments the URL parser removes, leaving '//evil.example'.
    '/../..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/%2e.//evil.example',
    '/%2E%2E//evil.example',
    '/.//evil.example',
    '/./%2e/..//evil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    // Encoded slashes and backslashes that decode to another site's address.
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5c%5cevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%2e%2e/%2f/evil.example',
    '',
    undefined,
    42,
  ])('falls back for %j', (to) => {
    expect(safeRedirect(to, '/community')).toBe('/community');
  });

  it('answers only paths a browser resolves on this site, whatever the input', () => {
    const pieces = ['/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', 'evil.example', 'a', '\t'];
    const origin = 'https://peptidia.example';
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const out = safeRedirect(`/${a}${b}${c}`, '/community');
          expect(out, `/${a}${b}${c}`).toMatch(/^\/(?![/\\])/);
          expect(new URL(out, origin).origin, `/${a}${b}${c}`).toBe(origin);
        }
  });
});
