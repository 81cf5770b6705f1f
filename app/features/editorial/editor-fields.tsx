/** Form pieces of the editor screens: the accounts screens' look, plus a select and a text area. */
import { useId, type ReactNode } from 'react';

const control = (error?: string) =>
  `min-h-11 rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 sm:text-sm ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  name,
  options,
  error,
  defaultValue,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
      >
        <option value="">Choose...</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  defaultValue,
  rows = 4,
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control(error)} py-2 font-mono`}
      />
    </Labelled>
  );
}

/** The answer to the last post: what was saved, in a status line. */
export function SavedNotice({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      {message}
    </p>
  );
}

export const today = () => new Date().toISOString().slice(0, 10);
