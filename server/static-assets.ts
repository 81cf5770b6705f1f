/**
 * The browser build (build/client) held in memory with both compressed forms, so an asset costs
 * one Map lookup. Hashed files under /assets/ never change: they are cached for a year.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCompressible, precompress } from './compression';
import { prepareResponse, sendPrepared, type PreparedResponse } from './prepared-response';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export function loadStaticAssets(root: string, baseHeaders: Record<string, string>) {
  const files = new Map<string, PreparedResponse>();
  for (const path of walk(root)) {
    const urlPath = '/' + relative(root, path).split(sep).join('/');
    // Prerendered HTML is never produced here; the page cache serves documents.
    if (urlPath.endsWith('.html')) continue;
    const type = contentTypes[extname(path)] ?? 'application/octet-stream';
    const identity = readFileSync(path);
    const immutable = urlPath.startsWith('/assets/');
    const headers = {
      ...baseHeaders,
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
    };
    const compressed = isCompressible(type) && identity.length > 512 ? precompress(identity) : {};
    files.set(urlPath, prepareResponse(headers, { identity, ...compressed }));
  }

  return {
    /** Answers the request if it names a static file; returns false otherwise. */
    serve(req: IncomingMessage, res: ServerResponse, pathname: string) {
      const file = files.get(pathname);
      if (!file) return false;
      sendPrepared(req, res, file);
      return true;
    },
  };
}
