/** /admin/prices: the one-price form, the CSV upload and the latest observations. */
import { Form } from 'react-router';
import { TableHead } from '~/components/ui/table-head';
import { priceUnits } from '~/data/vendor-types';
import { SubmitButton, TextField } from '~/features/auth/form-controls';
import { SelectField, TextAreaField, today } from './editor-fields';
import type { PriceFormOutcome } from './price-actions.server';
import { priceCsvColumns, priceCsvMaxRows } from './price-csv-format';

type VendorChoice = { slug: string; name: string };

export function PriceForm({
  vendors,
  outcome,
}: {
  vendors: VendorChoice[];
  outcome?: PriceFormOutcome;
}) {
  const errors = outcome && !outcome.ok && outcome.form === 'one' ? outcome.fieldErrors : {};
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-labelledby="one-price-heading">
      <h2 id="one-price-heading" className="text-xl font-semibold text-slate-900 sm:col-span-2">
        Add a price
      </h2>
      <SelectField
        label="Vendor"
        name="vendor"
        error={errors.vendor}
        options={vendors.map((vendor) => ({ value: vendor.slug, label: vendor.name }))}
      />
      <TextField label="Peptide" name="peptide" required error={errors.peptide} />
      <TextField label="Amount" name="amount" inputMode="decimal" required error={errors.amount} />
      <SelectField
        label="Unit"
        name="unit"
        error={errors.unit}
        options={priceUnits.map((unit) => ({ value: unit, label: unit }))}
      />
      <TextField
        label="Price (USD)"
        name="price"
        inputMode="decimal"
        required
        error={errors.price}
      />
      <TextField
        label="Observed on"
        name="observedOn"
        type="date"
        required
        defaultValue={today()}
        error={errors.observedOn}
      />
      <TextField
        label="Source (web address)"
        name="sourceUrl"
        type="url"
        required
        error={errors.sourceUrl}
      />
      <TextField label="Variant notes (optional)" name="notes" error={errors.notes} />
      <div className="sm:col-span-2 sm:max-w-xs">
        <SubmitButton intent="one" busyLabel="Adding...">
          Add price
        </SubmitButton>
      </div>
    </Form>
  );
}

export function CsvForm({ outcome }: { outcome?: PriceFormOutcome }) {
  const errors = outcome && !outcome.ok && outcome.form === 'csv' ? outcome.lineErrors : [];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-4"
      aria-labelledby="csv-heading"
    >
      <h2 id="csv-heading" className="text-xl font-semibold text-slate-900">
        Import prices from CSV
      </h2>
      <p className="text-sm text-slate-700">
        A header row <code className="wrap-anywhere">{priceCsvColumns.join(',')}</code>, then up to{' '}
        {priceCsvMaxRows} rows; vendor by its slug, dates as YYYY-MM-DD. The file is checked as a
        whole: if any row is bad, nothing is imported and each bad row is listed by its line.
      </p>
      {errors.length ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">Nothing was imported. Fix these lines and upload again:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor="price-csv-file" className="text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="price-csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
        />
      </div>
      <TextAreaField label="Or paste the CSV here" name="csv" rows={6} />
      <div className="sm:max-w-xs">
        <SubmitButton intent="csv" busyLabel="Importing...">
          Import prices
        </SubmitButton>
      </div>
    </Form>
  );
}

export function RecentPrices({
  recent,
}: {
  recent: {
    id: number;
    vendor: string;
    peptide: string;
    dosage: string;
    notes: string | null;
    price: number;
    observedOn: string;
  }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left text-lg font-semibold text-slate-900">
        Latest observations
      </caption>
      <TableHead
        columns={[
          { label: 'Observed', className: 'py-2 pr-3' },
          { label: 'Vendor', className: 'py-2 pr-3' },
          { label: 'Peptide', className: 'py-2 pr-3' },
          { label: 'Price', className: 'py-2 text-right' },
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {recent.map((row) => (
          <tr key={row.id}>
            <td className="py-2 pr-3 tabular">{row.observedOn}</td>
            <td className="py-2 pr-3">{row.vendor}</td>
            <td className="py-2 pr-3">
              {row.peptide} {row.dosage}
              {row.notes ? ` (${row.notes})` : ''}
            </td>
            <td className="py-2 text-right tabular">${row.price.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
