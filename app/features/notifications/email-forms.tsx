/** The e-mail digest setting on Profile Settings, and the unsubscribe page's one button. */
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';

export function EmailDigestForm({ enabled, saved }: { enabled: boolean; saved: boolean }) {
  return (
    <section
      aria-labelledby="email-digest-heading"
      className="rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="email-digest-heading" className="text-lg font-semibold text-slate-900">
        E-mail notifications
      </h2>
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="email-notifications" />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="enabled"
            value="on"
            defaultChecked={enabled}
            className="mt-0.5 size-5"
          />
          <span>
            E-mail me a digest of new notifications (replies, helpful votes, moderation decisions),
            at most one an hour.
          </span>
        </label>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClasses.secondary}>
            Save e-mail setting
          </button>
          {saved ? (
            <p role="status" className="text-sm text-green-800">
              Saved.
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function UnsubscribeForm() {
  return (
    <Form method="post" className="mt-6">
      <button type="submit" className={buttonClasses.primary}>
        Stop notification e-mails
      </button>
    </Form>
  );
}
