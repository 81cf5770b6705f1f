/**
 * What the page cache (server/page-cache.ts) holds, made from a rendered response:
 * - for visitors, the page itself, its nonce turned into script hashes and compressed both ways,
 *   ready to send as it is (`Cache-Control: public, s-maxage=N` from its route);
 * - for members, a template (app/page-templates.server.ts) filled in for each member who asks
 *   (`X-Page-Cache-Members: shared|own N` from its route).
 */
import { createHash } from 'node:crypto';
import type { PageTemplate } from '../app/page-templates.server';
import { isCompressible, precompressAsync } from './compression';
import type { Versions } from './content-versions';
import type { PageResponse } from './fetch-bridge';
import type { Kept, MemberPolicy, Variants } from './page-cache';
import { prepareResponse, type PreparedResponse } from './prepared-response';
import { contentSecurityPolicy } from './security-headers';

export type CachedPage = Kept &
  (
    | { kind: 'prepared'; response: PreparedResponse }
    | { kind: 'template'; template: PageTemplate; status: number; headers: [string, string][] }
  );

export const cacheQueryHeader = 'x-page-cache-query';
export const cacheDependsHeader = 'x-page-cache-depends';
export const cacheMembersHeader = 'x-page-cache-members';
export const cacheVariantsHeader = 'x-page-cache-variants';
/** The headers by which a route speaks to the cache (the four above): never sent on. */
export const isCacheHeader = (name: string) => name.startsWith('x-page-cache-');
/** A response's headers as they may be sent, without the cache's own. */
export const headersToSend = (headers: Headers) =>
  [...headers].filter(([name]) => !isCacheHeader(name));
/** What a kept copy sends as its route did: validator, download name, CORS (the open data API). */
const passedOnHeaders = {
  etag: 'ETag',
  'content-disposition': 'Content-Disposition',
  'access-control-allow-origin': 'Access-Control-Allow-Origin',
};
const passedOn = (headers: Headers) =>
  Object.fromEntries(
    Object.entries(passedOnHeaders).flatMap(([name, spelt]) => {
      const value = headers.get(name);
      return value === null ? [] : [[spelt, value]];
    }),
  );
/** A public redirect (the same for every visitor, such as "sign in first") is kept too. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
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

const listHeader = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** How members may share a page that a response brought (a 200 HTML page only). */
export function learnedPolicy(response: PageResponse): MemberPolicy | undefined {
  const html = response.headers.get('content-type')?.startsWith('text/html');
  return response.status === 200 && html ? memberPolicy(response.headers)?.policy : undefined;
}

/** The query keys a route keeps pages under (with the parameters it reads), if it asks for any. */
export function learnedVariants(response: PageResponse): Variants | undefined {
  const max = Number(response.headers.get(cacheVariantsHeader));
  if (response.status !== 200 || !(max > 0) || !response.headers.has(cacheQueryHeader)) return;
  return { query: new Set(listHeader(response.headers.get(cacheQueryHeader))), max };
}

/** How members may share the page, and for how many seconds; undefined when they may not. */
export function memberPolicy(headers: Headers): { policy: MemberPolicy; seconds: number } | void {
  const [policy, seconds] = (headers.get(cacheMembersHeader) ?? '').split(' ');
  if ((policy === 'shared' || policy === 'own') && Number(seconds) > 0) {
    return { policy, seconds: Number(seconds) };
  }
}

/** Expiry, content versions and query parameters; undefined when versions are needed but unknown. */
function keptFacts(headers: Headers, seconds: number, versions: Versions | undefined) {
  const depends = listHeader(headers.get(cacheDependsHeader));
  if (depends.length > 0 && !versions) return undefined;
  return {
    expiresAt: Date.now() + seconds * 1000,
    depends: new Map(depends.map((scope) => [scope, versions?.get(scope) ?? 0])),
    query: headers.has(cacheQueryHeader)
      ? new Set(listHeader(headers.get(cacheQueryHeader)))
      : null,
  };
}

/**
 * A visitor's page to keep, or undefined when its route did not mark it public (body unread).
 * `quick`: compressed at on-the-fly quality (a page kept per query: few ask for it). `html`: the
 * body's text when the caller has it (a framed page), so the body is not read back.
 */
export async function visitorPage(
  response: PageResponse,
  nonce: string,
  versions: Versions | undefined,
  options: {
    https: boolean;
    baseHeaders: Record<string, string>;
    quick?: boolean;
    html?: string | undefined;
  },
): Promise<CachedPage | undefined> {
  const { headers: h, status } = response;
  const cacheControl = h.get('cache-control') ?? '';
  const seconds = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)?.[1];
  const type = h.get('content-type') ?? '';
  const location = h.get('location');
  const redirect = redirectStatuses.has(status) && location !== null;
  const shareable = (status === 200 && isCompressible(type)) || redirect;
  const facts = seconds && keptFacts(h, Number(seconds), versions);
  if (!shareable || !facts || !cacheControl.includes('public') || h.has('set-cookie')) return;
  const converted = nonceToHashes(options.html ?? (await response.text()), nonce);
  const headers: Record<string, string> = {
    ...options.baseHeaders,
    'Content-Type': type || 'text/plain; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': contentSecurityPolicy(converted.hashes, options.https),
    ...(redirect ? { Location: location } : {}),
    ...passedOn(h),
  };
  const identity = Buffer.from(converted.html);
  const variants = { identity, ...(await precompressAsync(identity, { quick: options.quick })) };
  const size = identity.length + variants.br.length + variants.gzip.length;
  return { kind: 'prepared', response: prepareResponse(headers, variants, status), ...facts, size };
}

/** A member template to keep, or undefined when the route does not let members share it. */
export function memberPage(
  response: PageResponse,
  template: PageTemplate,
  versions: Versions | undefined,
  policy: MemberPolicy,
): CachedPage | undefined {
  const members = memberPolicy(response.headers);
  const facts =
    members?.policy === policy && keptFacts(response.headers, members.seconds, versions);
  if (!facts || response.status !== 200 || response.headers.has('set-cookie')) return;
  const headers = headersToSend(response.headers);
  return { kind: 'template', template, status: 200, headers, ...facts, size: template.size };
}
