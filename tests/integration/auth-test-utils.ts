/**
 * Calling route loaders and actions directly in the accounts tests: build a form post, run it,
 * and read what came back (a redirect, `data()` with a status, or plain data) the same way.
 */
import type { AppLoadContext } from 'react-router';
import { loader as rootLoader } from '../../app/root';
import { cookieHeader } from '../support/users';

export const site = 'http://localhost:3000';

export function formPost(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null; userAgent?: string } = {},
): Request {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (options.origin !== null) headers.set('origin', options.origin ?? site);
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.userAgent) headers.set('user-agent', options.userAgent);
  return new Request(`${site}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
}

export function pageGet(path: string, cookie?: string): Request {
  return new Request(`${site}${path}`, { headers: cookie ? { cookie } : {} });
}

export interface Outcome<T = Record<string, unknown>> {
  status: number;
  location: string | null;
  headers: Headers;
  data: T | undefined;
  /** The Cookie header a browser would send next (from the Set-Cookie values). */
  cookie: string;
}

/** Runs a loader or action; a thrown Response or data() counts like a returned one. */
export async function run<T = Record<string, unknown>>(
  fn: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Outcome<T>> {
  const url = new URL(request.url);
  const args = { request, context, params, url, pattern: url.pathname, matches: [] };
  let value: unknown;
  try {
    value = await (fn as (args: unknown) => unknown)(args);
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get('location'),
      headers: value.headers,
      data: undefined,
      cookie: cookieHeader(value.headers.getSetCookie()),
    };
  }
  if (
    value &&
    typeof value === 'object' &&
    (value as { type?: string }).type === 'DataWithResponseInit'
  ) {
    const { data, init } = value as { data: T; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      location: null,
      headers,
      data,
      cookie: cookieHeader(headers.getSetCookie()),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), data: value as T, cookie: '' };
}

/** The username the root loader sees signed in with this Cookie header, or null. */
export async function signedInUsername(cookie: string, context: AppLoadContext) {
  const root = await run<{ user: { username: string } | null }>(
    rootLoader,
    pageGet('/', cookie),
    context,
  );
  return root.data?.user?.username ?? null;
}
