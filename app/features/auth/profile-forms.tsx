/** The cards of /profile: profile details, password, other sessions (and the Card they share). */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { Avatar } from './avatar';
import type { FormRefusal } from './auth-schemas';
import { FormAlert, SubmitButton, TextField, useSubmitting } from './form-controls';
import type { SessionUser } from './session-user';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProfileDetailsForm({
  member,
  result,
}: {
  member: SessionUser;
  result?: FormRefusal;
}) {
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  return (
    <Card title="Profile">
      <div className="mb-4 flex items-center gap-3">
        <Avatar user={member} size="size-14" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{member.email}</p>
          <p className="text-xs text-slate-600">Your email is never shown to other members.</p>
        </div>
      </div>
      <Form method="post" className="grid gap-4">
        <FormAlert message={result?.message} />
        <TextField
          label="Display Name"
          name="displayName"
          autoComplete="nickname"
          maxLength={50}
          defaultValue={values?.displayName ?? member.displayName ?? ''}
          error={errors.displayName}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={30}
          defaultValue={values?.username ?? member.username}
          error={errors.username}
          hint="3 to 30 letters, digits or underscores."
        />
        <TextField
          label="Avatar URL"
          name="avatarUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={values?.avatarUrl ?? member.avatarUrl ?? ''}
          error={errors.avatarUrl}
          hint="An https:// link to an image. Leave empty to show your initials."
        />
        <div className="sm:w-48">
          <SubmitButton intent="update-profile" busyLabel="Saving...">
            Save Changes
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

export function ChangePasswordForm({ result }: { result?: FormRefusal }) {
  const errors = result?.fieldErrors ?? {};
  return (
    <Card title="Change Password">
      <Form method="post" className="grid gap-4">
        <FormAlert message={result?.message} />
        <TextField
          label="Current Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <TextField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint="At least 6 characters. Other browsers and devices will be signed out."
        />
        <TextField
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <div className="sm:w-48">
          <SubmitButton intent="change-password" busyLabel="Updating...">
            Update Password
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

export function OtherSessionsForm({ count }: { count: number }) {
  const busy = useSubmitting('sign-out-others');
  return (
    <Card title="Sessions">
      <p className="text-sm text-slate-700">
        {count === 0
          ? 'You are not signed in anywhere else.'
          : `You are also signed in on ${count} other ${count === 1 ? 'browser or device' : 'browsers or devices'}.`}
      </p>
      <Form method="post" className="mt-4">
        <button
          type="submit"
          name="intent"
          value="sign-out-others"
          disabled={busy}
          className={buttonClasses.secondary}
        >
          {busy ? 'Signing out...' : 'Sign out of all other sessions'}
        </button>
      </Form>
    </Card>
  );
}
