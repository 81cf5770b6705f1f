/** The four forms of /auth. Each posts to the page's action with its own `intent`. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, useLocation } from 'react-router';
import type { FormRefusal } from './auth-schemas';
import { FormAlert, HoneypotField, SubmitButton, TextField } from './form-controls';

type Props = { result?: FormRefusal };

/**
 * The e-mail of an account just created, kept in this tab only (never in an address, a log or the
 * page cache) so the Sign In form that follows is filled in. A convenience: needs JavaScript.
 */
const newAccountKey = 'peptidia:new-account-email';

function rememberNewAccount(form: HTMLFormElement) {
  const email = new FormData(form).get('email');
  if (typeof email === 'string') sessionStorage.setItem(newAccountKey, email.trim());
}

/** Fills the identifier with the new account's e-mail, once, after a successful sign-up. */
function useNewAccountEmail(form: RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const [arrived] = useState(() => new URLSearchParams(search).get('toast') === 'account-created');
  useEffect(() => {
    const kept = sessionStorage.getItem(newAccountKey);
    sessionStorage.removeItem(newAccountKey);
    const field = form.current?.elements.namedItem('identifier');
    if (arrived && kept && field instanceof HTMLInputElement && !field.value) field.value = kept;
  }, [arrived, form]);
}

export function SignInForm({ result, redirectTo }: Props & { redirectTo?: string }) {
  const values = result?.values ?? {};
  const form = useRef<HTMLFormElement>(null);
  useNewAccountEmail(form);
  return (
    <Form method="post" className="grid gap-4" ref={form}>
      <FormAlert message={result?.message} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField
        label="Email or Username"
        name="identifier"
        autoComplete="username"
        required
        defaultValue={values.identifier}
        error={result?.fieldErrors?.identifier}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={result?.fieldErrors?.password}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name="rememberMe"
          defaultChecked={values.rememberMe === 'on'}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Remember me (30 days)
      </label>
      <SubmitButton intent="sign-in" busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </Form>
  );
}

export function SignUpForm({ result }: Props) {
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      className="relative grid gap-4"
      onSubmit={(event) => rememberNewAccount(event.currentTarget)}
    >
      <FormAlert message={result?.message} />
      <HoneypotField />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        maxLength={30}
        defaultValue={values.username}
        error={errors.username}
        hint="3 to 30 letters, digits or underscores."
      />
      <TextField
        label="Display Name"
        name="displayName"
        autoComplete="nickname"
        required
        maxLength={50}
        defaultValue={values.displayName}
        error={errors.displayName}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint="At least 6 characters."
      />
      <SubmitButton intent="sign-up" busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}

export function ResetRequestForm({ result }: Props) {
  return (
    <Form method="post" className="relative grid gap-4">
      <FormAlert message={result?.message} />
      <HoneypotField />
      <p className="text-sm text-slate-700">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.email}
        error={result?.fieldErrors?.email}
      />
      <SubmitButton intent="request-reset" busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </Form>
  );
}

export function NewPasswordForm({ result, token }: Props & { token: string }) {
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="grid gap-4">
      <FormAlert message={result?.message} />
      <input type="hidden" name="token" value={token} />
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton intent="reset-password" busyLabel="Updating...">
        Update Password
      </SubmitButton>
    </Form>
  );
}
