/**
 * /profile/confirm-email?token=...: the link mailed to prove an address, after sign-up or for a
 * change of address (app/features/auth/address-proof.server.ts). Opening it shows
 * a button; only the post uses the token, so a mail scanner that follows links uses nothing. It
 * works signed out too: the link itself proves the address is the member's.
 */
import { Form, redirect } from 'react-router';
import type { Route } from './+types/profile-confirm-email';
import { buttonClasses } from '~/components/ui/button-link';
import { redeemAddressProof } from '~/features/auth/address-proof.server';
import { refused } from '~/utils/action-result';
import { withToast } from '~/utils/flash-toasts';
import { pageMeta } from '~/utils/meta';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { pageQuery } from '~/utils/page-query.server';

// The token is in the URL: never kept by a cache, never sent on as a referrer.
export const headers = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

export function loader({ request, context }: Route.LoaderArgs) {
  return { token: pageQuery(request, context, 'not kept').get('token') ?? '' };
}

/** Why the address was not proved, and the status: a spent link, or an address now taken. */
const failures = {
  invalid: [
    'This link has expired or was already used. Ask for a new one in Profile Settings.',
    400,
  ],
  taken: ['This e-mail address now belongs to another account, so it was not changed.', 409],
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const token = (await request.formData()).get('token');
  const outcome = await redeemAddressProof(context, typeof token === 'string' ? token : '');
  if (outcome === 'changed') return redirect(withToast('/profile', 'email-changed'));
  if (outcome === 'confirmed') return redirect(withToast('/profile', 'email-confirmed'));
  const [message, status] = failures[outcome];
  return refused(status, { message });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Confirm your e-mail address',
    description: 'Confirm a new e-mail address for your Peptidia account.',
    path: '/profile/confirm-email',
    noindex: true,
  });

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Confirm your e-mail address</h1>
      {actionData?.message ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {actionData.message}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          Make this address the one you sign in with and receive mail at.
        </p>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClasses.primary}>
          Use this e-mail address
        </button>
      </Form>
    </div>
  );
}
