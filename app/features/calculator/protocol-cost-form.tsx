/**
 * The cost form: a GET form, so without JavaScript 'Cost it' reloads the page with the fields in
 * the URL and the server renders the figures. Each wrong field says why beside it.
 */
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { CostErrors, CostFormValues } from './protocol-cost-fields';
import type { CostProduct } from './protocol-offers';

const inputClasses =
  'mt-1 min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm tabular';

function CostField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={`${inputClasses} ${error ? 'border-red-700' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ProductSelect({ products, value }: { products: CostProduct[]; value: string }) {
  return (
    <div>
      <label htmlFor="cost-peptide" className="block text-sm font-medium text-slate-800">
        Peptide
      </label>
      <select
        id="cost-peptide"
        name="cost-peptide"
        defaultValue={value}
        className={`${inputClasses} border-slate-300`}
      >
        <option value="">Choose a peptide</option>
        {products.map((product) => (
          <option key={product.slug} value={product.slug}>
            {product.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The page's other query fields as hidden inputs, so a GET form sends them on unchanged. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

export function ProtocolCostForm({
  values,
  errors,
  products,
  keep = {},
}: {
  values: CostFormValues;
  errors: CostErrors;
  /** The calculator's choice of peptide; a peptide page costs its own. */
  products?: CostProduct[];
  /** The page's other query fields (the calculator's, the open tab), sent on unchanged. */
  keep?: Record<string, string>;
}) {
  return (
    <Form method="get" preventScrollReset className="grid gap-4 sm:grid-cols-2">
      <HiddenFields fields={keep} />
      {products ? <ProductSelect products={products} value={values.peptide} /> : null}
      <CostField name="cost-dose" label="Dose (mcg)" value={values.dose} error={errors.dose} />
      <CostField
        name="cost-per-week"
        label="Doses a week (1-7)"
        value={values.perWeek}
        error={errors.perWeek}
      />
      <CostField
        name="cost-weeks"
        label="Cycle length (weeks)"
        value={values.weeks}
        error={errors.weeks}
      />
      <div className="flex items-end">
        <button type="submit" className={buttonClasses.primary}>
          Cost it
        </button>
      </div>
    </Form>
  );
}
