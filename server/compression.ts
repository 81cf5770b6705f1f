/** Content negotiation and compression helpers shared by the static files and the page cache. */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (acceptEncoding.includes('br')) return 'br';
  if (acceptEncoding.includes('gzip')) return 'gzip';
  return 'identity';
}

// Atom feeds are text a reader polls often: kept and compressed like pages.
const compressibleType =
  /^(text\/|application\/(javascript|json|xml|atom\+xml|manifest\+json)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;

export const isCompressible = (contentType: string) => compressibleType.test(contentType);

/**
 * Brotli's window sized to the body (its default is 4 MB): a page of 100 KB needs 128 KB, and
 * each compression under way holds a few windows of memory.
 */
export const brotliWindowBits = (size: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1))));

/** Brotli's best for a body served many times (quality 6 past 1 MB, where 11 takes seconds). */
const bestBrotli = (body: Buffer) => ({
  [constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 6 : 11,
  [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
});

/** Both encodings up front, for bodies served many times from memory. */
export function precompress(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: bestBrotli(body) }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both encodings, compressed on libuv's thread pool: a page cached while the server is busy
 * must not stop the event loop for the time brotli's best quality takes on a large page.
 * `quick`: at on-the-fly quality, for a page that may be asked for only a few times (one kept
 * per query, such as a search): brotli's best costs some 20 ms of CPU on a 40 KB page.
 */
export async function precompressAsync(
  body: Buffer,
  { quick = false } = {},
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: quick ? quickBrotli(body) : bestBrotli(body) }),
    gzipAsync(body, { level: quick ? 6 : 9 }),
  ]);
  return { br, gzip: gz };
}

const quickBrotli = (body: Buffer) => ({
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
});

/** One encoding on the thread pool, at the quality of on-the-fly compression (fetch-bridge). */
export function compressOnce(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: quickBrotli(body) })
    : gzipAsync(body, { level: 6 });
}
