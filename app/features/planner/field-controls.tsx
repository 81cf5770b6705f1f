/**
 * The planner's form controls: a label above, a hint, and the field's error in words under it
 * (the house forms). Plain inputs with names, so the form works as a GET form without
 * JavaScript; with it, onChange keeps the plan (and the URL) in step.
 */
import type { ReactNode } from 'react';
import { maxFieldLength } from './plan-params';

export const inputClasses =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm tabular aria-invalid:border-red-600';

const labelClasses = 'block text-sm font-medium text-slate-800';

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps {
  /** The URL field's name; the input's id is 'plan-' + name. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** 'decimal' (the default) for amounts; 'text' for names. */
  mode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'date' | 'time';
}

export function TextField(props: TextFieldProps) {
  const { hint, error } = props;
  const id = `plan-${props.name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  const mode = props.mode ?? 'decimal';
  // A date or time picker sends a value of fixed form (the server cuts every field anyway);
  // HTML allows maxlength only on text-like inputs.
  const typed = props.type !== undefined && props.type !== 'text';
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={mode === 'text' || props.type ? undefined : mode}
        autoComplete="off"
        maxLength={typed ? undefined : maxFieldLength}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        aria-invalid={error ? true : undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={`mt-1 ${inputClasses}`}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Fields side by side, each with its error from `problems` (keyed by field name). */
export function FieldRow({
  fields,
  problems,
  className = 'grid grid-cols-2 gap-3',
}: {
  fields: Omit<TextFieldProps, 'error'>[];
  problems: Readonly<Record<string, string>>;
  className?: string;
}) {
  return (
    <div className={className}>
      {fields.map((field) => (
        <TextField key={field.name} {...field} error={problems[field.name]} />
      ))}
    </div>
  );
}

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/** Radio buttons or checkboxes in a fieldset; `selected` lists the checked values. */
export function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  kind: 'radio' | 'checkbox';
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  hint?: string;
}) {
  return (
    <fieldset>
      <legend className={labelClasses}>{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {props.choices.map((choice) => (
          <label key={choice.value} className={choiceClasses}>
            <input
              type={props.kind}
              name={props.name}
              value={choice.value}
              checked={props.selected.includes(choice.value)}
              onChange={(event) => props.onToggle(choice.value, event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {props.hint ? <p className="mt-1 text-xs text-slate-600">{props.hint}</p> : null}
    </fieldset>
  );
}
