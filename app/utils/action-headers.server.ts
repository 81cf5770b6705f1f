/**
 * Headers of an action's answer. React Router puts on a page's response only what the route's
 * `headers` export returns (a route without one passes on its action's cookies and nothing
 * else), for a document post and a fetcher's `.data` post alike: without it, the Retry-After
 * of a 429 never reaches the client. See the route module docs, "headers".
 *
 *   export const headers = withActionHeaders(publicPageCache(60));
 *   export async function action(...) { return privateAnswer(await reviewsAction(...)); }
 */
import type { HeadersArgs, UNSAFE_DataWithResponseInit } from 'react-router';

/**
 * The `headers` export of a page that takes posts: the page's own headers (its Cache-Control,
 * for views), with the action's headers over them (Retry-After, and the Cache-Control of an
 * answer marked by privateAnswer). Cookies are passed on by React Router itself.
 */
export function withActionHeaders(pageHeaders: HeadersInit = {}) {
  return ({ actionHeaders }: HeadersArgs): Headers => {
    const headers = new Headers(pageHeaders);
    actionHeaders.forEach((value, name) => {
      if (name !== 'set-cookie') headers.set(name, value);
    });
    return headers;
  };
}

/**
 * Marks an action's answer as the poster's alone, on a page whose views are public: a route's
 * headers function cannot tell a view from an answer, so the answer says it itself.
 */
export function privateAnswer<Answer extends UNSAFE_DataWithResponseInit<unknown>>(
  answer: Answer,
): Answer {
  const headers = new Headers(answer.init?.headers);
  headers.set('Cache-Control', 'private, no-store');
  answer.init = { ...answer.init, headers };
  return answer;
}
