import { useLocation } from 'react-router';
import type { Route } from './+types/profile';
import { YourDataCard } from '~/features/account/your-data-card';
import { changeEmailAction, deleteAccountAction } from '~/features/account/account-actions.server';
import { EmailChangeCard } from '~/features/account/email-change-card';
import { addressProved } from '~/features/account/email-change.server';
import type { FormRefusal } from '~/features/auth/auth-schemas';
import {
  ChangePasswordForm,
  OtherSessionsForm,
  ProfileDetailsForm,
} from '~/features/auth/profile-forms';
import { otherSessionCount, profileAction } from '~/features/auth/profile.server';
import { getSessionToken, requireUser } from '~/features/auth/session.server';
import { EmailDigestForm } from '~/features/notifications/email-forms';
import { setWantsEmail, wantsEmail } from '~/features/notifications/email-setting.server';
import { withActionHeaders } from '~/utils/action-headers.server';
import type { ActionDone } from '~/utils/action-result';
import { pageMeta } from '~/utils/meta';
import { assertSameOrigin } from '~/utils/same-origin.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Profile Settings',
    description: 'Your Peptidia profile settings.',
    path: '/profile',
    noindex: true,
  });

// The password change limit answers 429 with a Retry-After.
export const headers = withActionHeaders({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireUser(request, context);
  const token = getSessionToken(request, context);
  const [otherSessions, emailDigest, emailProved] = await Promise.all([
    otherSessionCount(context, member, token),
    wantsEmail(context.db, member.id),
    addressProved(context, member.id),
  ]);
  return { member, otherSessions, emailDigest, emailProved };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const member = await requireUser(request, context);
  // The notification setting belongs to notifications, deletion to the account's data; the rest
  // of the page to accounts.
  const form = await request.formData();
  if (form.get('intent') === 'email-notifications') {
    await setWantsEmail(context.db, member.id, form.get('enabled') === 'on');
    return { intent: 'email-notifications', ok: true } as const satisfies ProfileAnswer;
  }
  if (form.get('intent') === 'delete-account') {
    return deleteAccountAction(request, context, member, form);
  }
  if (form.get('intent') === 'change-email') return changeEmailAction(context, member, form);
  return profileAction(request, context, member, form);
}

/** A form of this page refused, or the e-mail setting saved (every other success redirects). */
type ProfileAnswer = FormRefusal | (ActionDone & { intent: 'email-notifications' });

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const result: ProfileAnswer | undefined = actionData;
  const resultFor = (intent: string) =>
    result?.intent === intent && !result.ok ? result : undefined;
  // A new location (the redirect after a save) empties the password fields.
  const { key: locationKey } = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Profile Settings</h1>
      <p className="mt-1 text-sm text-slate-600">
        How other members see you, your password and where you are signed in.
      </p>
      <div className="mt-8 grid grid-cols-1 gap-6">
        <ProfileDetailsForm
          key={`${loaderData.member.username}|${loaderData.member.displayName}|${loaderData.member.avatarUrl}`}
          member={loaderData.member}
          result={resultFor('update-profile')}
        />
        <EmailChangeCard
          key={`email-${locationKey}`}
          email={loaderData.member.email}
          proved={loaderData.emailProved}
          result={resultFor('change-email')}
        />
        <ChangePasswordForm key={locationKey} result={resultFor('change-password')} />
        <EmailDigestForm
          enabled={loaderData.emailDigest}
          saved={result?.intent === 'email-notifications' && result.ok}
        />
        <OtherSessionsForm count={loaderData.otherSessions} />
        <YourDataCard result={resultFor('delete-account')} />
      </div>
    </div>
  );
}
