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

const compressibleType =
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;

export const isCompressible = (contentType: string) => compressibleType.test(contentType);

/** Both encodings up front, for bodies served many times from memory. */
export function precompress(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 6 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both encodings, compressed on libuv's thread pool: a page cached while the server is busy
 * must not stop the event loop for the time brotli's best quality takes on a large page.
 */
export async function precompressAsync(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 6 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** One encoding on the thread pool, at the quality of on-the-fly compression (fetch-bridge). */
export function compressOnce(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}
