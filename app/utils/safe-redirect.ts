/**
 * A `redirectTo` taken from a query string or form may only lead to a path of this site:
 * '/community/discussions' yes; 'https://evil.example', '//evil.example', '/\evil.example' no.
 *
 * What is judged is the path that comes out, after the URL parser has decoded `%2e` and removed
 * the dot segments: '/a/../..//evil.example' and '/%2e%2e//evil.example' come out as
 * '//evil.example', which a browser reads as another site.
 */
const siteOrigin = 'http://placeholder.invalid';

export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback;
  // Browsers treat a backslash like a slash, and drop tabs and line breaks wherever they are.
  if ([...to].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return fallback;
  }
  const resolved = resolvedPath(to);
  return resolved !== null && staysOnSite(resolved) ? resolved : fallback;
}

function resolvedPath(to: string): string | null {
  try {
    const url = new URL(to, siteOrigin);
    if (url.origin !== siteOrigin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

// A browser drops tabs and line breaks before it reads a URL, so they cannot hide a second slash.
const leavesSite = (path: string) =>
  !path.startsWith('/') || /^\/[/\\]/.test(path.replace(/[\t\n\r]/g, ''));

/**
 * A path a browser resolves against this site without leaving it, and without changing it; its
 * decoded form ('/%2f%2fevil.example' is '//evil.example') must not look like another site
 * either, for a router that decodes before it navigates.
 */
function staysOnSite(path: string): boolean {
  try {
    const again = new URL(path, siteOrigin);
    const decoded = decodeURIComponent(again.pathname);
    return (
      !leavesSite(path) &&
      !leavesSite(decoded) &&
      again.origin === siteOrigin &&
      `${again.pathname}${again.search}${again.hash}` === path
    );
  } catch {
    return false;
  }
}
