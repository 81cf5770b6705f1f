/**
 * The calculator form. A GET form: without JavaScript 'Calculate' reloads the page with the
 * inputs in the URL and the server renders the result. With JavaScript the result follows each
 * keystroke and the URL is kept in step (replace, so typing leaves no history trail).
 */
import { Form } from 'react-router';
import {
  amountUnits,
  calculateDosage,
  inputProblem,
  maxInputLength,
  type DosageInput,
} from './dosage';
import { DosageResultPanel } from './dosage-result';
import { HiddenFields } from './protocol-cost-form';
import { useCalculatorInput } from './use-calculator-input';

const inputClasses =
  'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm tabular';

type FieldName = 'amount' | 'water' | 'dose';

function Field({
  name,
  label,
  hint,
  value,
  onChange,
}: {
  name: FieldName;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  // Rendered from the same input on the server, so a "Calculate" without JavaScript says it too.
  const problem = inputProblem(value);
  return (
    <div>
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={maxInputLength}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`calc-${name}-hint${problem ? ` calc-${name}-error` : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClasses} ${problem ? 'border-red-700' : 'border-slate-300'}`}
      />
      <p id={`calc-${name}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {problem ? (
        <p id={`calc-${name}-error`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function UnitPicker({
  unit: current,
  onChange,
}: {
  unit: DosageInput['unit'];
  onChange: (unit: DosageInput['unit']) => void;
}) {
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-800">Unit</legend>
      <div className="mt-1 flex rounded-md border border-slate-300 bg-white p-0.5">
        {amountUnits.map((unit) => (
          <label
            key={unit}
            className="flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded px-2 text-sm font-medium text-slate-800 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-900"
          >
            <input
              type="radio"
              name="unit"
              value={unit}
              checked={current === unit}
              onChange={() => onChange(unit)}
              className="sr-only"
            />
            {unit}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ResultColumn({
  input,
  result,
}: {
  input: DosageInput;
  result: ReturnType<typeof calculateDosage>;
}) {
  return (
    <div>
      {/* Announces one short sentence instead of re-reading the whole panel on each key. */}
      <p aria-live="polite" className="sr-only">
        {result
          ? `Draw ${result.volumeText} ml, ${result.unitsText} units on a U-100 syringe.`
          : ''}
      </p>
      {result ? (
        <section aria-labelledby="calc-result-heading">
          <h3 id="calc-result-heading" className="text-lg font-semibold text-slate-900">
            Result
          </h3>
          <div className="mt-3">
            <DosageResultPanel input={input} result={result} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** `keep`: the page's other query fields (the cost form's), sent on unchanged without JavaScript. */
export function DosageCalculatorForm({ keep = {} }: { keep?: Record<string, string> }) {
  const [input, update] = useCalculatorInput();
  const result = calculateDosage(input);
  const field = (name: FieldName, label: string, hint: string) => (
    <Field
      name={name}
      label={label}
      hint={hint}
      value={input[name]}
      onChange={(value) => update({ ...input, [name]: value })}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form
        method="get"
        action="/dosage-calculator"
        preventScrollReset
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          update(input, 0);
        }}
      >
        <HiddenFields fields={keep} />
        <div className="grid grid-cols-[1fr_auto] items-start gap-3">
          {field('amount', 'Peptide amount in the vial', 'For example 5 for a 5 mg vial.')}
          <UnitPicker unit={input.unit} onChange={(unit) => update({ ...input, unit })} />
        </div>
        {field('water', 'Bacteriostatic water added (ml)', 'For example 2 for 2 ml.')}
        {field('dose', 'Desired dose (mcg)', 'For example 250 for 250 mcg.')}
        <button
          type="submit"
          className="print:hidden inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Calculate
        </button>
      </Form>
      <ResultColumn input={input} result={result} />
    </div>
  );
}
