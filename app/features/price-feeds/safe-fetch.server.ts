/**
 * One GET of a shop's address with every guard of a price check: http and https only, the
 * address checked after DNS resolution and on each of at most 3 redirects, a 10 s timeout for
 * the whole exchange, a 5 MB cap counted while the body streams, conditional requests and our
 * own User-Agent. A refusal throws FetchFailed with the one sentence the feed's status shows.
 */
import http from 'node:http';
import https from 'node:https';
import { AddressRefused, checkLiteralHost, guardedLookup } from './address-guard.server';

export class FetchFailed extends Error {}

export interface FetchLimits {
  /** PRICE_FEEDS_ALLOW_PRIVATE: tests reach the fixture shop on 127.0.0.1. */
  allowPrivate: boolean;
  /**
   * The one origin reached despite a private IP literal: set by the SSRF tests alone, so their
   * fixture shop can answer with redirects to addresses that must still be refused.
   */
  trustedOrigin?: string;
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

export const defaultFetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type Fetched =
  | { status: 304; url: string }
  | { status: 200; url: string; body: string; headers: Headers; validators: Validators };

const maxRedirects = 3;

/** The URL if it is http(s) and its host may be reached; FetchFailed otherwise. */
export function checkedUrl(
  text: string,
  base: string | undefined,
  allowPrivate: boolean,
  trustedOrigin?: string,
): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchFailed(`not an address: ${text.slice(0, 100)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailed(`only http and https addresses are read, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new FetchFailed('an address with a password is not read');
  try {
    checkLiteralHost(url.hostname, allowPrivate || url.origin === trustedOrigin);
  } catch (error) {
    throw new FetchFailed((error as Error).message);
  }
  return url;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

function headersOf(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** One request, no redirect followed; the body read only for a 200, within the cap. */
function requestOnce(
  url: URL,
  limits: FetchLimits,
  extra: Record<string, string>,
  signal: AbortSignal,
) {
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(limits.allowPrivate),
        // A connection of its own for each request, closed after it: requests to one host are
        // seconds apart, and a kept-alive socket the shop closed meanwhile (its idle timeout, while
        // this process was busy writing prices) would fail the check with ECONNRESET.
        agent: false,
        signal,
        headers: { 'user-agent': limits.userAgent, accept: '*/*', ...extra },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers = headersOf(response.headers);
        if (status !== 200) {
          response.resume();
          return resolve({ status, headers, body: '' });
        }
        const declared = Number(headers.get('content-length') ?? '0');
        if (declared > limits.maxBytes) {
          response.destroy();
          return reject(new FetchFailed(tooLarge(limits.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            return reject(new FetchFailed(tooLarge(limits.maxBytes)));
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const tooLarge = (maxBytes: number) =>
  `the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

function failure(error: unknown, limits: FetchLimits, signal: AbortSignal): FetchFailed {
  if (error instanceof FetchFailed) return error;
  if (signal.aborted) return new FetchFailed(`timed out after ${limits.timeoutMs / 1000} s`);
  if (error instanceof AddressRefused) return new FetchFailed(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND') return new FetchFailed('the host name does not resolve');
  if (code === 'ECONNREFUSED') return new FetchFailed('the connection was refused');
  return new FetchFailed(`the request failed (${code ?? (error as Error).message})`);
}

/**
 * GETs `address`, following at most 3 redirects, each checked like the first. With validators
 * from the last answer it asks conditionally, and a 304 comes back as such.
 */
export async function guardedGet(
  address: string,
  limits: FetchLimits,
  validators: Validators | null = null,
): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const conditional: Record<string, string> = {};
  if (validators?.etag) conditional['if-none-match'] = validators.etag;
  if (validators?.lastModified) conditional['if-modified-since'] = validators.lastModified;
  let url = checkedUrl(address, undefined, limits.allowPrivate, limits.trustedOrigin);
  for (let redirects = 0; ; redirects += 1) {
    let answer: Answer;
    try {
      answer = await requestOnce(url, limits, conditional, signal);
    } catch (error) {
      throw failure(error, limits, signal);
    }
    const location = answer.headers.get('location');
    if ([301, 302, 303, 307, 308].includes(answer.status) && location) {
      if (redirects === maxRedirects) throw new FetchFailed(`more than ${maxRedirects} redirects`);
      url = checkedUrl(location, url.href, limits.allowPrivate, limits.trustedOrigin);
      continue;
    }
    if (answer.status === 304) return { status: 304, url: url.href };
    if (answer.status !== 200) throw new FetchFailed(`HTTP ${answer.status}`);
    const etag = answer.headers.get('etag');
    const lastModified = answer.headers.get('last-modified');
    return {
      status: 200,
      url: url.href,
      body: answer.body,
      headers: answer.headers,
      validators: { etag, lastModified },
    };
  }
}
