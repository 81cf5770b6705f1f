/**
 * /profile's "E-mail Address" card: a new address, asked for with the password; or, while the
 * present address is not proved, that same address, which is then sent a link that proves it.
 */
import { Form } from 'react-router';
import type { FormRefusal } from '~/features/auth/auth-schemas';
import { FormAlert, SubmitButton, TextField } from '~/features/auth/form-controls';
import { Card } from '~/features/auth/profile-forms';

export function EmailChangeCard({
  email,
  proved,
  result,
}: {
  email: string;
  proved: boolean;
  result?: FormRefusal;
}) {
  return (
    <Card title="E-mail Address">
      <p className="text-sm text-slate-700 wrap-anywhere">
        Now: <span className="font-semibold text-slate-900">{email}</span>. A link goes to the new
        address and a notice to this one; the address changes when the link is opened.
      </p>
      {proved ? null : (
        <p className="mt-2 text-sm text-amber-800">
          This address is not confirmed yet. To confirm it, enter it below with your password: we
          send it a link.
        </p>
      )}
      <Form method="post" className="mt-4 grid gap-4">
        <FormAlert message={result?.message} />
        <TextField
          label="New e-mail address"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={result?.fieldErrors?.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
        <div className="sm:w-56">
          <SubmitButton intent="change-email" busyLabel="Sending...">
            Send confirmation link
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
