/**
 * The open data lists that grow with the data (/api/v1/prices and /lab-tests, docs/api.md
 * "Pages") come a page at a time, by key, never by OFFSET: ?limit= (1 to 1000; 1000 when absent,
 * so a client that never asked for pages still gets the whole list while it is shorter) and
 * ?after=, the cursor in the previous page's `next` link. The cursors are those of
 * keyset-cursor.server.ts, so one of another list, or a forged one, is refused. Every refusal is
 * a 400 with the API's { error } body, answered before any query.
 */
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { Database } from '#database/client';
import { utcToday } from '~/features/prices/freshness';
import { publicPageCacheUntilMidnight, type PageCacheOptions } from '~/utils/http-cache';
import { encodeCursor, readCursor } from '~/utils/keyset-cursor.server';
import { pageQuery } from '~/utils/page-query.server';
import { jsonAnswer } from './open-data-response.server';

export const maxPageSize = 1000;

/** A page's declaration: a request with ?limit= or ?after= is answered for itself, not kept. */
export const pagedListCache = {
  query: ['limit', 'after'],
  depends: ['editorial'],
} as const satisfies PageCacheOptions;

const limitRule = `limit must be a whole number from 1 to ${maxPageSize}.`;
const pageParams = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,4}$/, limitRule)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= maxPageSize, limitRule)
    .optional(),
  after: z.string().optional(),
});

type KeyColumns = [z.ZodType, ...z.ZodType[]];
type KeyOf<Key extends KeyColumns> = z.infer<z.ZodTuple<Key, null>>;

/** A list of the API: its path, its name in its cursors and the schema of its key. */
export interface PagedList<Key extends KeyColumns> {
  path: string;
  name: string;
  key: Key;
}

export interface ListPage<Key> {
  limit: number;
  after: Key | null;
}

/** What a page's body function gives back: the body, and the key of its last row if more follow. */
export interface PageBody {
  body: Record<string, unknown>;
  nextKey: readonly string[] | null;
}

const refusal = (error: string) =>
  Response.json(
    { error },
    { status: 400, headers: { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' } },
  );

const badCursor =
  'after is not a cursor of this list: use the next link of one of its pages, or leave it out.';

/** The page a request asks for, or the 400 that refuses it. */
export function readListPage<Key extends KeyColumns>(
  list: PagedList<Key>,
  search: URLSearchParams,
): ListPage<KeyOf<Key>> | Response {
  const parsed = pageParams.safeParse({
    limit: search.get('limit') ?? undefined,
    after: search.get('after') ?? undefined,
  });
  if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? badCursor);
  let after: KeyOf<Key> | null;
  try {
    after = readCursor(list.name, parsed.data.after ?? null, list.key);
  } catch {
    return refusal(badCursor);
  }
  return { limit: parsed.data.limit ?? maxPageSize, after };
}

/** The loader of a paged list: its page's body with `next` (null on the last page) and a Link. */
export function pagedJsonLoader<Key extends KeyColumns>(
  list: PagedList<Key>,
  body: (db: Database, today: string, page: ListPage<KeyOf<Key>>) => Promise<PageBody>,
) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const search = pageQuery(request, context, pagedListCache);
    const page = readListPage(list, search);
    if (page instanceof Response) return page;
    const now = new Date();
    const made = await body(context.db, utcToday(now), page);
    const params = new URLSearchParams();
    if (search.get('limit') !== null) params.set('limit', String(page.limit));
    if (made.nextKey) params.set('after', encodeCursor(list.name, made.nextKey));
    const next = made.nextKey ? `${list.path}?${params}` : null;
    const answer = jsonAnswer(
      { ...made.body, next },
      publicPageCacheUntilMidnight(now, pagedListCache),
    );
    if (next) answer.headers.set('Link', `<${next}>; rel="next"`);
    return answer;
  };
}
