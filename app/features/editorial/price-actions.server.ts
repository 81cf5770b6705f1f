/**
 * /admin/prices: one price observation by form, or many from a CSV file. Admins only, checked
 * before any read or write; bad input answers 400 and writes nothing.
 */
import type { AppLoadContext } from 'react-router';
import { desc, eq } from 'drizzle-orm';
import { priceObservations, vendors } from '#database/schema';
import { requireAdmin } from '~/features/auth/session.server';
import { refused, type ActionDone, type ActionRefused } from '~/utils/action-result';
import { parseForm, type FieldErrors } from '~/utils/form-validation';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { priceObservationSchema } from './editorial-schemas';
import { addPriceObservations, vendorIdsBySlug } from './editorial-writes.server';
import { dosageLabel } from './price-entries';
import { importPriceCsv } from './price-csv.server';

/** Which form was refused (`form`), and for the CSV each bad row by its line. */
export type PriceFormOutcome =
  | (ActionDone & { message: string })
  | (ActionRefused & { form: 'one'; fieldErrors: FieldErrors })
  | (ActionRefused & { form: 'csv'; lineErrors: { line: number; message: string }[] });

export async function vendorChoices(context: AppLoadContext) {
  return context.db
    .select({ slug: vendors.slug, name: vendors.name })
    .from(vendors)
    .orderBy(vendors.name);
}

export async function pricesLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const p = priceObservations;
  const recent = await context.db
    .select({
      id: p.id,
      vendor: vendors.name,
      peptide: p.peptide,
      amount: p.amount,
      unit: p.unit,
      notes: p.notes,
      price: p.priceUsd,
      observedOn: p.observedOn,
    })
    .from(p)
    .innerJoin(vendors, eq(vendors.id, p.vendorId))
    .orderBy(desc(p.id))
    .limit(20);
  return {
    vendors: await vendorChoices(context),
    recent: recent.map(({ amount, unit, ...row }) => ({
      ...row,
      dosage: dosageLabel(amount, unit),
    })),
  };
}

async function csvText(formData: FormData): Promise<string> {
  const file = formData.get('file');
  if (file instanceof File && file.size > 0) return file.text();
  const pasted = formData.get('csv');
  return typeof pasted === 'string' ? pasted : '';
}

export async function pricesAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  if (formData.get('intent') === 'csv') {
    const result = await importPriceCsv(context.db, admin.id, await csvText(formData));
    if (!result.ok) {
      return refused(400, { form: 'csv', lineErrors: result.errors } as const);
    }
    return { ok: true, message: `${result.imported} prices imported.` } satisfies PriceFormOutcome;
  }
  const parsed = parseForm(priceObservationSchema, formData);
  if (!parsed.ok) {
    return refused(400, { form: 'one', fieldErrors: parsed.fieldErrors } as const);
  }
  const vendorIds = await vendorIdsBySlug(context.db, [parsed.data.vendor]);
  if (!vendorIds.has(parsed.data.vendor)) {
    const fieldErrors = { vendor: 'Pick a vendor from the list.' };
    return refused(400, { form: 'one', fieldErrors } as const);
  }
  await addPriceObservations(context.db, admin.id, [parsed.data], vendorIds);
  return { ok: true, message: 'Price added.' } satisfies PriceFormOutcome;
}
