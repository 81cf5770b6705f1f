/**
 * POST /sign-out: deletes the session on the server and clears the cookie, then goes home with
 * the 'Signed out' toast. GET answers 405 so a link or prefetch can never sign anyone out.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { signOut } from '~/features/auth/sign-out.server';
import { withToast } from '~/utils/flash-toasts';
import { assertSameOrigin } from '~/utils/same-origin.server';

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const setCookies = await signOut(request, context);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return redirect(withToast('/', 'signed-out'), { headers });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
