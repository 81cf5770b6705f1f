/**
 * /profile's "Your data" card: download everything as JSON (a plain link), or delete
 * the account, confirmed by the password. Both work without JavaScript.
 */
import { Form } from 'react-router';
import type { FormRefusal } from '~/features/auth/auth-schemas';
import { FormAlert, SubmitButton, TextField } from '~/features/auth/form-controls';
import { Card } from '~/features/auth/profile-forms';
import { buttonClasses } from '~/components/ui/button-link';

export function YourDataCard({ result }: { result?: FormRefusal }) {
  return (
    <Card title="Your Data">
      <p className="text-sm text-slate-700">
        Your profile, reviews, votes, discussions, comments, flags, notifications and sessions, as
        one JSON file.
      </p>
      <a
        href="/profile/my-data.json"
        download
        className={`mt-3 inline-flex ${buttonClasses.secondary}`}
      >
        Download my data
      </a>
      <h3 className="mt-8 font-semibold text-slate-900">Delete my account</h3>
      <p className="mt-1 text-sm text-slate-700">
        Your profile, e-mail address, password, sessions, reviews, votes, flags and notifications
        are deleted at once. Your discussions and comments stay, so the threads they belong to still
        read, shown as by &ldquo;Deleted member&rdquo;. This cannot be undone.
      </p>
      <Form method="post" className="mt-4 grid gap-4">
        <FormAlert message={result?.message} />
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
        <div className="sm:w-56">
          <SubmitButton intent="delete-account" busyLabel="Deleting..." variant="danger">
            Delete my account
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
