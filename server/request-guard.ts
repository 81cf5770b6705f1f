/**
 * What the host checks before any route code sees a request: the request target names no other
 * host, a post comes from our own site, and its body has an accepted type and size. A body is
 * read here, within its limit, and nowhere else; routes get it already checked.
 */
import type { IncomingMessage } from 'node:http';
import { isUtf8 } from 'node:buffer';
import { MIMEType } from 'node:util';

/** A refusal: the status and the one-line message the visitor reads. */
export interface Refusal {
  status: 400 | 403 | 404 | 413 | 415;
  message: string;
  /** Logged (one line, no stack) when set: a refusal an operator may want to see. */
  log?: string;
}

/** Every form post of the site fits easily in 64 KB. */
export const formPostLimitBytes = 64 * 1024;
/** A route that needs a larger body declares it here, by path. */
const bodyLimits: Record<string, number> = {};
export const bodyLimitFor = (pathname: string) => bodyLimits[pathname] ?? formPostLimitBytes;

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export const isMutation = (method: string | undefined) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * True for the origin form `/path?query`. The absolute form (`http://host/path`) and a path
 * starting `//` name another host: a URL built from either would carry that host.
 */
export function isOriginFormTarget(target: string): boolean {
  return target.charCodeAt(0) === 47 /* / */ && target.charCodeAt(1) !== 47;
}

/**
 * The origins our own pages post from: SITE_URL's (for a localhost SITE_URL also its loopback
 * spellings, so `npm start` works at http://127.0.0.1:3000 too).
 */
export function configuredOrigins(siteUrl: string): Set<string> {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  if (site.hostname === 'localhost') {
    for (const host of ['127.0.0.1', '[::1]'])
      origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The origin requests are addressed to. From configuration: SITE_URL, or the loopback spelling
 * the visitor used when it is one of ours; behind a trusted proxy (TRUST_PROXY=1), the host the
 * proxy forwarded. Never the Host header of a direct request.
 */
export interface OriginConfig {
  siteUrl: string;
  /** configuredOrigins(siteUrl) */
  origins: Set<string>;
  trustProxy: boolean;
}

export function requestOrigin(req: IncomingMessage, config: OriginConfig): string {
  const site = new URL(config.siteUrl);
  if (config.trustProxy) {
    const host = single(req.headers['x-forwarded-host'])?.split(',')[0]?.trim();
    const proto = single(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim();
    if (host)
      return `${proto === 'http' || proto === 'https' ? proto : site.protocol.slice(0, -1)}://${host}`;
  }
  const candidate = `${site.protocol}//${req.headers.host ?? ''}`;
  return config.origins.has(candidate) ? candidate : site.origin;
}

/**
 * Refuses a post from another site: a cross-site Sec-Fetch-Site, `Origin: null` (sandboxed
 * frames, some redirects) or an Origin that is not ours. No Origin at all is a client that is not
 * a browser (curl, a test), which cannot carry a visitor's cookies across sites.
 */
export function checkOrigin(req: IncomingMessage, allowed: Set<string>): Refusal | null {
  const origin = single(req.headers.origin);
  const fetchSite = single(req.headers['sec-fetch-site']);
  if (fetchSite === 'cross-site' || (origin !== undefined && !allowed.has(origin))) {
    return {
      status: 403,
      message: 'Cross-origin form posts are not allowed.',
      log: `refused a cross-site ${req.method} (Origin: ${origin ?? 'none'}, Sec-Fetch-Site: ${fetchSite ?? 'none'})`,
    };
  }
  return null;
}

/** Refuses, from the head alone, a body of another type or a declared size over the limit. */
export function checkBodyHead(req: IncomingMessage, limit: number): Refusal | null {
  const length = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (length !== undefined && Number(length) > limit) return tooLarge(limit);
  if (!chunked && (length === undefined || length === '0')) return null; // no body
  const type = req.headers['content-type'];
  let essence: string | undefined;
  try {
    essence = type ? new MIMEType(type).essence : undefined;
  } catch {
    essence = undefined;
  }
  if (!essence || !formTypes.has(essence)) {
    return { status: 415, message: 'Unsupported Media Type: send the form as a web form.' };
  }
  return null;
}

const tooLarge = (limit: number): Refusal => ({
  status: 413,
  message: `Payload Too Large: a form may send at most ${Math.floor(limit / 1024)} KB.`,
});

/**
 * Reads the body, refusing it as soon as it passes the limit (a chunked body declares no size),
 * then checks that it is a well-formed form: UTF-8 text, and multipart with its boundary and end.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | Refusal> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Not for-await: leaving that loop early destroys the request and its socket, and the 413
  // could not be sent.
  const within = await new Promise<boolean>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause(); // the rest is dropped after the refusal is sent (app.ts, refuse)
      resolve(false);
    };
    req.on('data', onData);
    req.once('end', () => resolve(true));
    req.once('error', reject);
  });
  if (!within) return tooLarge(limit);
  const body = Buffer.concat(chunks, size);
  if (size === 0) return body;
  if (!isUtf8(body)) return { status: 400, message: 'Bad Request: the form is not valid UTF-8.' };
  const type = req.headers['content-type'] ?? '';
  if (type.toLowerCase().startsWith('multipart/')) {
    try {
      // The platform's own multipart reader (undici), run once here so a broken body is a 400.
      await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return { status: 400, message: 'Bad Request: the form data is malformed.' };
    }
  }
  return body;
}
