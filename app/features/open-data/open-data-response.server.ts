/**
 * How the open data API answers (docs/api.md): JSON or CSV with an ETag, kept by the host's page
 * cache like a page (server/page-cache.ts) until an editor's change raises the 'editorial'
 * content version, or until midnight UTC, when freshness is judged anew. The host answers
 * If-None-Match with 304 from its kept copy (server/prepared-response.ts).
 */
import { createHash } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { utcToday } from '~/features/prices/freshness';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';

/** Cache headers of an answer that shows editorial data judged against today. */
export const editorialCaching = (now: Date) =>
  publicPageCacheUntilMidnight(now, { query: [], depends: ['editorial'] });
/** Cache headers of an answer from the reference files (changed by a release), dated today. */
export const referenceCaching = (now: Date) => publicPageCacheUntilMidnight(now, { query: [] });

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function answer(body: string, contentType: string, caching: Record<string, string>) {
  return new Response(body, {
    headers: {
      ...caching,
      'Content-Type': contentType,
      ETag: etagOf(body),
      // Open data: any site may read it from a browser.
      'Access-Control-Allow-Origin': '*',
    },
  });
}

export const jsonAnswer = (body: unknown, caching: Record<string, string>) =>
  answer(JSON.stringify(body), 'application/json; charset=utf-8', caching);

export function csvAnswer(csv: string, fileName: string, caching: Record<string, string>) {
  const response = answer(csv, 'text/csv; charset=utf-8', caching);
  response.headers.set('Content-Disposition', `attachment; filename="${fileName}"`);
  return response;
}

/** The action of every API route: read only (the host answers 405 before it; this says so too). */
export const readOnly = () =>
  Response.json(
    { error: 'The open data API is read only: use GET or HEAD.' },
    { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
  );

/** The loader of a JSON answer made from editorial data as it stands today. */
export function editorialJsonLoader(body: (db: Database, today: string) => Promise<unknown>) {
  return async ({ context }: { context: AppLoadContext }) => {
    const now = new Date();
    return jsonAnswer(await body(context.db, utcToday(now)), editorialCaching(now));
  };
}
