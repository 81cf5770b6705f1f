import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/auth';
import { Notice } from '~/components/ui/notice';
import { Tabs } from '~/components/ui/tabs';
import { authAction } from '~/features/auth/auth-actions.server';
import {
  NewPasswordForm,
  ResetRequestForm,
  SignInForm,
  SignUpForm,
} from '~/features/auth/auth-forms';
import type { FormRefusal } from '~/features/auth/auth-schemas';
import { FormAlert } from '~/features/auth/form-controls';
import { resetTokenOwner } from '~/features/auth/password-reset.server';
import { isSignInReason, signInReasons } from '~/features/auth/sign-in-reasons';
import { getOptionalUser } from '~/features/auth/session.server';
import { withActionHeaders } from '~/utils/action-headers.server';
import { publicPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';
import { safeRedirect } from '~/utils/safe-redirect';
import { assertSameOrigin } from '~/utils/same-origin.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Sign In',
    description: 'Sign in, create an account or reset your password.',
    path: '/auth',
    noindex: true,
  });

const tabs = { 'sign-in': 'Sign In', 'sign-up': 'Sign Up', reset: 'Reset Password' } as const;
type Tab = keyof typeof tabs;
const tabOfIntent: Record<string, Tab> = { 'sign-up': 'sign-up', 'request-reset': 'reset' };

// The forms are the same for every visitor; a reset link (?token=) is checked per request.
// The sign-in, sign-up and reset limits answer 429 with a Retry-After.
// Members are sent on (the loader), so there is no member page to keep.
const pageCache = { query: ['token', 'redirectTo', 'tab', 'reason'], members: 'none' } as const;
export const headers = withActionHeaders(publicPageCache(86_400, pageCache));

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, context, pageCache);
  const token = query.get('token');
  // A reset link: reset mode, even for a visitor who is signed in.
  if (token !== null) {
    const valid = (await resetTokenOwner(context.db, token)) !== null;
    return {
      resetToken: valid ? token : null,
      linkFailed: !valid,
      redirectTo: null,
      tab: null,
      reason: null,
    };
  }
  const redirectTo = query.get('redirectTo');
  if (await getOptionalUser(request, context))
    throw redirect(safeRedirect(redirectTo, '/community'));
  const tab = query.get('tab');
  const reason = query.get('reason');
  return {
    resetToken: null,
    linkFailed: false,
    redirectTo: redirectTo ? safeRedirect(redirectTo, '/community') : null,
    tab: tab && tab in tabs ? (tab as Tab) : null,
    // Only a listed reason; anything else in the URL shows nothing.
    reason: isSignInReason(reason) ? reason : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  return authAction(request, context);
}

function ResetMode({ token, result }: { token: string; result?: FormRefusal }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Reset Password</h1>
      <Notice tone="tip" title="Email verified" className="mt-4">
        Please enter your new password below.
      </Notice>
      <div className="mt-6">
        <NewPasswordForm token={token} result={result} />
      </div>
      <Link
        to="/auth"
        className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
      >
        Back to sign in
      </Link>
    </>
  );
}

function AccountTabs({
  tab,
  onTabChange,
  resultFor,
  redirectTo,
}: {
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  resultFor: (intent: string) => FormRefusal | undefined;
  redirectTo: string | undefined;
}) {
  const ids = Object.keys(tabs) as Tab[];
  const forms: Record<Tab, React.ReactNode> = {
    'sign-in': <SignInForm result={resultFor('sign-in')} redirectTo={redirectTo} />,
    'sign-up': <SignUpForm result={resultFor('sign-up')} />,
    reset: (
      <>
        <ResetRequestForm result={resultFor('request-reset')} />
        <a
          href="/auth"
          onClick={(event) => {
            event.preventDefault();
            onTabChange('sign-in');
          }}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Back to sign in
        </a>
      </>
    ),
  };
  return (
    <Tabs
      label="Account"
      className="mt-6"
      selected={ids.indexOf(tab)}
      onSelect={(i) => onTabChange(ids[i]!)}
      inactivePanels="empty"
      items={ids.map((id) => ({ id, label: tabs[id], content: forms[id] }))}
    />
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const result: FormRefusal | undefined = actionData;
  const [tab, setTab] = useState<Tab>(
    tabOfIntent[result?.intent ?? ''] ?? loaderData.tab ?? 'sign-in',
  );
  // Arriving here by a redirect (after sign-up or a reset request) shows the tab it names, or
  // Sign In. An answer to a post leaves the tab alone: the visitor is where they want to be.
  const { key } = useLocation();
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    if (!result) setTab(loaderData.tab ?? 'sign-in');
  }
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <Link
        to="/"
        className="mb-6 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to home
      </Link>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {loaderData.resetToken ? (
          <ResetMode token={loaderData.resetToken} result={resultFor('reset-password')} />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Welcome to Peptidia</h1>
            <p className="mt-1 text-sm text-slate-600">
              Sign in to take part in the research community.
            </p>
            {loaderData.reason && !result ? (
              <Notice tone="info" title={signInReasons[loaderData.reason].title} className="mt-4">
                {signInReasons[loaderData.reason].description}
              </Notice>
            ) : null}
            {loaderData.linkFailed || result?.intent === 'reset-password' ? (
              <div className="mt-4">
                <FormAlert
                  message={result?.message ?? 'Failed to verify reset link. Please try again.'}
                />
              </div>
            ) : null}
            <AccountTabs
              tab={tab}
              onTabChange={setTab}
              resultFor={resultFor}
              redirectTo={loaderData.redirectTo ?? undefined}
            />
          </>
        )}
      </div>
    </div>
  );
}
