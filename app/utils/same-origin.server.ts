/**
 * Rejects form posts that come from another site. React Router checks the Origin header of
 * posts to page routes, but not of posts to resource routes (such as /sign-out), so every action
 * of ours calls this first; it also makes the rule testable by calling an action directly.
 */
import { refused } from './action-result';

/** True when the browser says this post comes from another site. */
function isCrossOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false; // Not a browser form post (browsers always send Origin on POST).
  if (origin === 'null') return true;
  const requestUrl = new URL(request.url);
  try {
    const parsed = new URL(origin);
    // Behind a TLS proxy the request URL may say http while the browser says https: the host
    // must match, or the origin must be the configured public site.
    return parsed.host !== requestUrl.host && parsed.origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

/** Throws 403 for a cross-origin post. Call at the top of every action. */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  if (isCrossOrigin(request, siteUrl)) {
    throw refused(403, { message: 'Cross-origin form posts are not allowed.' });
  }
}
