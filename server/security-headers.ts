/**
 * Security headers for every response. Server-rendered pages allow their inline scripts by a
 * per-request nonce; cached pages, whose bytes are identical for everyone, by the scripts'
 * SHA-256 hashes (docs/decisions/0002-page-cache-and-csp.md).
 */
import { randomFillSync } from 'node:crypto';

/** The video on /guides loads from YouTube's privacy-enhanced host, only after a click. */
const videoEmbedHost = 'https://www.youtube-nocookie.com';

/**
 * Nonces are cut from a pool of random bytes, refilled 256 nonces at a time: asking the system's
 * generator for 16 bytes cost some 70 µs a page under load, several times per member page. The
 * bytes are as unpredictable either way, and each is used once.
 */
const nonceBytes = 16;
const noncePool = Buffer.alloc(nonceBytes * 256);
let nonceOffset = noncePool.length;

export function createNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + nonceBytes);
  nonceOffset += nonceBytes;
  return nonce;
}

export function contentSecurityPolicy(scriptSources: string[], https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // React and Radix set style attributes; scripts stay strict, styles may be inline.
    "style-src 'self' 'unsafe-inline'",
    // Avatars are https links chosen by members.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${videoEmbedHost}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers every response carries, whatever its type. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
