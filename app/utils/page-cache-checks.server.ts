/**
 * A route's page-cache declaration (publicPageCache / memberPageCache, utils/http-cache.ts) that
 * does not match what its loaders read makes the host serve a wrong page without a sound: a
 * loader of a page shared by members reads the stand-in member's id (features/auth/
 * stand-in-guard.server.ts), or a loader reads a query parameter its `query` does not declare
 * (utils/page-query.server.ts). Both are reported here.
 *
 * PAGE_CACHE_CHECKS=fail (the default outside production, and the end-to-end runs) throws, so
 * the mistake fails its test or its page in development. In production (`log`) a visitor is never
 * answered 500 for it: the mistake is logged once per place in the code, and the page is served
 * as it always was.
 */
import type { Env } from './env.server';

type ChecksEnv = Pick<Env, 'NODE_ENV' | 'PAGE_CACHE_CHECKS'>;

export class PageCacheDeclarationError extends Error {
  override name = 'PageCacheDeclarationError';
}

export const failsLoudly = (env: ChecksEnv) =>
  (env.PAGE_CACHE_CHECKS ?? (env.NODE_ENV === 'production' ? 'log' : 'fail')) === 'fail';

/** The places already logged: code locations, so a handful. */
const logged = new Set<string>();
const maxLogged = 1_000;

/**
 * Throws the message (fail), or logs it the first time `place` reports it (log). The message
 * names paths, parameter names and code, never a parameter's value or a member's text.
 */
export function reportDeclarationMistake(env: ChecksEnv, place: string, message: string) {
  if (failsLoudly(env)) throw new PageCacheDeclarationError(message);
  if (logged.has(place)) return;
  if (logged.size >= maxLogged) logged.clear();
  logged.add(place);
  console.error(`[page-cache] ${message}`);
}

/** A stack frame's function and file:line, relative to the project folder. */
const frameText = (frame: string) =>
  frame
    .trim()
    .replace(/^at (async )?/, '')
    .replaceAll(`${process.cwd()}/`, '')
    .replace(/file:\/\//g, '');

/**
 * Where the caller of the checked code is: the first stack frame outside `checkedFiles` (names
 * of files), and the first frame in a route module (app/routes/), which holds the declaration.
 */
export function readerLocation(checkedFiles: readonly string[]) {
  const frames = (new Error().stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const outside = frames.filter(
    (frame) =>
      !frame.includes('page-cache-checks.server') &&
      !checkedFiles.some((file) => frame.includes(file)),
  );
  const reader = outside[0] ? frameText(outside[0]) : 'a loader';
  const route = outside.find((frame) => frame.includes('/app/routes/'));
  const routeFile = route?.match(/(app\/routes\/[^:)\s]+)/)?.[1];
  return { reader, routeFile: routeFile ?? 'its route module (app/routes.ts names it)' };
}
