/** Form pieces of the accounts screens: label above, error under the field in words. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { honeypotFieldName } from './honeypot';

export function TextField({
  label,
  error,
  hint,
  name,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-11 rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 sm:text-sm ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The service's own message for anything that is not one field's fault. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {message}
    </div>
  );
}

/** True while this form (by its intent) is being submitted. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

export function SubmitButton({
  intent,
  busyLabel,
  children,
  variant = 'primary',
}: {
  intent: string;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'danger';
}) {
  const busy = useSubmitting(intent);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={`${buttonClasses[variant]} w-full`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A field people never see or fill; bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
