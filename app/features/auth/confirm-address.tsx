/**
 * The page of a mailed address link (/profile/confirm-email): it names the account the link is
 * for, confirms the address for it, or lets the mailbox's owner say "This isn't my account".
 */
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { ActionResult } from '~/utils/action-result';

export const linkSpent =
  'This link has expired or was already used. Ask for a new one in Profile Settings.';

const wording = {
  'sign-up': {
    heading: 'Confirm that this address is yours',
    lead: 'Confirm that this e-mail address belongs to the Peptidia account',
    button: 'Confirm this address',
  },
  change: {
    heading: 'Confirm your e-mail address',
    lead: 'Make this address the one you sign in with and receive mail at, for the Peptidia account',
    button: 'Use this e-mail address',
  },
} as const;

interface ConfirmAddressProps {
  token: string;
  proof: { username: string; kind: 'sign-up' | 'change' } | null;
  signedInAs: string | null;
  answer: ActionResult | undefined;
}

function Answer({ answer }: { answer: ActionResult }) {
  return answer.ok ? (
    <p role="status" className="mt-4 font-semibold text-slate-900">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 font-semibold text-red-800">
      {answer.message}
    </p>
  );
}

function NotMine({ token, username }: { token: string; username: string }) {
  return (
    <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
      <h2 className="text-lg font-semibold text-slate-900">Not your account?</h2>
      <p className="mt-1 text-slate-700">
        If you did not create @{username}, someone used your address. That account loses it and is
        signed out everywhere; you can then sign up with it yourself.
      </p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value="release" />
      <button type="submit" className={`mt-4 ${buttonClasses.secondary}`}>
        This isn&apos;t my account
      </button>
    </Form>
  );
}

export function ConfirmAddress({ token, proof, signedInAs, answer }: ConfirmAddressProps) {
  const words = wording[proof?.kind ?? 'change'];
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
      {answer ? <Answer answer={answer} /> : null}
      {!proof ? (
        answer ? null : (
          <p role="alert" className="mt-4 font-semibold text-red-800">
            {linkSpent}
          </p>
        )
      ) : answer?.ok ? null : (
        <>
          <p className="mt-2 text-slate-700">
            {words.lead} <strong>@{proof.username}</strong>.
          </p>
          {signedInAs ? (
            <p className="mt-2 text-slate-700">
              You are signed in as @{signedInAs}, not @{proof.username}: sign out first to confirm
              it for that account.
            </p>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses.primary}>
              {words.button}
            </button>
          </Form>
          <NotMine token={token} username={proof.username} />
        </>
      )}
    </div>
  );
}
