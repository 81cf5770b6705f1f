/**
 * A `redirectTo` taken from a query string or form may only lead to a path of this site:
 * '/community/discussions' yes; 'https://evil.example', '//evil.example', '/\evil.example' no.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return fallback;
  // Browsers treat a backslash like a slash, and control characters can smuggle in a host.
  if ([...to].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return fallback;
  }
  try {
    const url = new URL(to, 'http://placeholder.invalid');
    if (url.origin !== 'http://placeholder.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
