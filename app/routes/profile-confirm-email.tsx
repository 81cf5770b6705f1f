/**
 * /profile/confirm-email?token=...: the link mailed to prove an address, after sign-up or for a
 * change of address (app/features/auth/address-proof.server.ts). Opening it shows whose account
 * the link is for and two buttons; only a post uses the token, so a mail scanner that follows
 * links uses nothing. Confirming works signed out too (the link proves the mailbox), but an
 * address in ADMIN_EMAILS counts only when confirmed while signed in as that account, and a
 * link opened while signed in as another account confirms nothing. "This isn't my account"
 * takes the address back from an account its owner did not create
 * (app/features/auth/address-release.server.ts).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/profile-confirm-email';
import { ConfirmAddress, linkSpent } from '~/features/auth/confirm-address';
import { redeemAddressProof } from '~/features/auth/address-proof.server';
import { readAddressProof, releaseAddress } from '~/features/auth/address-release.server';
import { getOptionalUser } from '~/features/auth/session.server';
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = pageQuery(request, context, 'not kept').get('token') ?? '';
  const proof = await readAddressProof(context.db, token);
  const viewer = await getOptionalUser(request, context);
  return {
    token,
    proof: proof && { username: proof.username, kind: proof.kind },
    // Signed in as another account: who, so the page can say why it will not confirm.
    signedInAs: viewer && proof && viewer.id !== proof.userId ? viewer.username : null,
  };
}

/** Why the address was not proved, and the status. */
const failures = {
  invalid: [linkSpent, 400],
  taken: ['This e-mail address now belongs to another account, so it was not changed.', 409],
  'other-account': [
    'You are signed in as another account. Sign out, then open the link again to confirm this address for the account it names.',
    409,
  ],
} as const;

const released =
  'Done: that account no longer has this address and is signed out everywhere. If you want an account of your own, sign up with it.';
const declined = 'Done: that account will not get this address.';

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const form = await request.formData();
  const field = form.get('token');
  const token = typeof field === 'string' ? field : '';
  if (form.get('intent') === 'release') {
    const outcome = await releaseAddress(context, token);
    if (outcome === 'invalid') return refused(400, { message: linkSpent });
    return { ok: true as const, message: outcome === 'released' ? released : declined };
  }
  const viewer = await getOptionalUser(request, context);
  const outcome = await redeemAddressProof(context, token, viewer?.id ?? null);
  if (outcome === 'changed') return redirect(withToast('/profile', 'email-changed'));
  if (outcome === 'confirmed') return redirect(withToast('/profile', 'email-confirmed'));
  const [message, status] = failures[outcome];
  return refused(status, { message });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Confirm your e-mail address',
    description: 'Confirm an e-mail address for a Peptidia account.',
    path: '/profile/confirm-email',
    noindex: true,
  });

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmAddress {...loaderData} answer={actionData} />;
}
