/** The /contact form: a plain post that works without JavaScript; errors under each field. */
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { HoneypotField } from '~/features/auth/form-controls';
import type { ContactResult } from './contact.server';

const fieldClass = 'min-h-11 rounded-md border border-slate-300 px-3 text-slate-900';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

export function ContactForm({ result }: { result?: ContactResult }) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  return (
    <Form method="post" className="mt-6 grid gap-4" noValidate>
      {result?.message ? (
        <p role="alert" className="font-semibold text-red-800">
          {result.message}
        </p>
      ) : null}
      <HoneypotField />
      <label className="grid gap-1 font-medium text-slate-800">
        Your name (optional)
        <input
          name="name"
          type="text"
          maxLength={100}
          defaultValue={values.name}
          autoComplete="name"
          className={fieldClass}
          aria-describedby="contact-name-error"
        />
        <FieldError id="contact-name-error" message={errors.name} />
      </label>
      <label className="grid gap-1 font-medium text-slate-800">
        Your e-mail (optional, if you would like a reply)
        <input
          name="email"
          type="email"
          maxLength={254}
          defaultValue={values.email}
          autoComplete="email"
          className={fieldClass}
          aria-describedby="contact-email-error"
        />
        <FieldError id="contact-email-error" message={errors.email} />
      </label>
      <label className="grid gap-1 font-medium text-slate-800">
        Message
        <textarea
          name="message"
          required
          minLength={10}
          maxLength={5000}
          rows={8}
          defaultValue={values.message}
          className={`${fieldClass} py-2`}
          aria-describedby="contact-message-error"
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </label>
      <div>
        <button type="submit" className={buttonClasses.primary}>
          Send message
        </button>
      </div>
    </Form>
  );
}
