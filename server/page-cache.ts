/**
 * The page cache: pages whose HTML is the same for every anonymous visitor (their route sends
 * `Cache-Control: public, s-maxage=N`) are rendered once, turned from nonces to script hashes,
 * compressed both ways and then answered from memory without any React work.
 * Requests with a query string or a session cookie never read or fill it.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCompressible, precompressAsync } from './compression';
import { prepareResponse, sendPrepared, type PreparedResponse } from './prepared-response';
import { contentSecurityPolicy } from './security-headers';

interface CachedPage {
  expiresAt: number;
  response: PreparedResponse;
}

const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Removes the nonce from the page and lists the hashes of its inline scripts instead. */
export function nonceToHashes(html: string, nonce: string): { html: string; hashes: string[] } {
  const withoutNonce = html.split(` nonce="${nonce}"`).join('');
  const hashes = new Set<string>();
  for (const [, attributes, content] of withoutNonce.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes ?? '') || !content) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return { html: withoutNonce, hashes: [...hashes] };
}

/** Signed-in visitors get their own header rendered by the server (better-auth's cookie). */
export const hasSessionCookie = (cookie: string | undefined) =>
  cookie !== undefined && cookie.includes('session_token');

/** True when a request may be answered from (or fill) the cache. */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.url?.includes('?')) return false;
  return !hasSessionCookie(req.headers.cookie);
}

export function createPageCache(options: { https: boolean; baseHeaders: Record<string, string> }) {
  const pages = new Map<string, CachedPage>();
  const maxEntries = 2000;

  /** A fresh cached page for the path, if there is one. */
  function lookup(pathname: string): PreparedResponse | undefined {
    const page = pages.get(pathname);
    if (!page) return undefined;
    if (page.expiresAt >= Date.now()) return page.response;
    pages.delete(pathname);
    return undefined;
  }

  return {
    /** Answers from memory when a fresh copy exists; returns false otherwise. */
    tryServe(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      const response = lookup(pathname);
      if (!response) return false;
      sendPrepared(req, res, response);
      return true;
    },

    lookup,

    /**
     * Stores a response if its route marked it public; returns the stored copy to send, or
     * undefined when the response is not for sharing (then it has not been read).
     */
    async store(
      pathname: string,
      response: Response,
      nonce: string,
    ): Promise<PreparedResponse | undefined> {
      const cacheControl = response.headers.get('cache-control') ?? '';
      const maxAge = sMaxAge.exec(cacheControl)?.[1];
      const type = response.headers.get('content-type') ?? '';
      if (
        response.status !== 200 ||
        !maxAge ||
        !cacheControl.includes('public') ||
        response.headers.has('set-cookie') ||
        !isCompressible(type)
      ) {
        return undefined;
      }
      let text = await response.text();
      const headers: Record<string, string> = {
        ...options.baseHeaders,
        'Content-Type': type,
        'Cache-Control': cacheControl,
        Vary: 'Accept-Encoding',
      };
      if (type.startsWith('text/html')) {
        const converted = nonceToHashes(text, nonce);
        text = converted.html;
        headers['Content-Security-Policy'] = contentSecurityPolicy(converted.hashes, options.https);
      } else {
        headers['Content-Security-Policy'] = contentSecurityPolicy([], options.https);
      }
      const identity = Buffer.from(text);
      const page: CachedPage = {
        expiresAt: Date.now() + Number(maxAge) * 1000,
        response: prepareResponse(headers, { identity, ...(await precompressAsync(identity)) }),
      };
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(pathname, page);
      return page.response;
    },

    get size() {
      return pages.size;
    },
  };
}
