/**
 * /admin/lab-results, /admin/vendors and /admin/editorial-log: admins only, checked before any
 * read or write; bad input answers 400 and writes nothing.
 */
import type { AppLoadContext } from 'react-router';
import { desc, eq } from 'drizzle-orm';
import { editorialLog, profiles, vendors } from '#database/schema';
import { requireAdmin } from '~/features/auth/session.server';
import { refused, type ActionResult } from '~/utils/action-result';
import { pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import { parseForm, type FieldErrors } from '~/utils/form-validation';
import { outsideTextProblem } from '~/utils/outside-text';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { readVendor } from './editorial-reads.server';
import { labResultSchema, vendorSchema } from './editorial-schemas';
import { addLabResult, saveVendor, vendorIdsBySlug } from './editorial-writes.server';
import { vendorChoices } from './price-actions.server';
import { pageQuery } from '~/utils/page-query.server';

export type EditorOutcome = ActionResult;

const refusedForm = (fieldErrors: FieldErrors) => refused(400, { fieldErrors });

export async function labResultsLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  return { vendors: await vendorChoices(context) };
}

export async function labResultsAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const parsed = parseForm(labResultSchema, await request.formData());
  if (!parsed.ok) return refusedForm(parsed.fieldErrors);
  const vendorId = (await vendorIdsBySlug(context.db, [parsed.data.vendor])).get(
    parsed.data.vendor,
  );
  if (vendorId === undefined) return refusedForm({ vendor: 'Pick a vendor from the list.' });
  await addLabResult(context.db, admin.id, vendorId, parsed.data);
  return { ok: true, message: 'Lab result added.' } satisfies EditorOutcome;
}

export async function vendorsLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const slug = pageQuery(request, context, 'not kept').get('vendor') ?? '';
  // A slug with a control character names no vendor (and PostgreSQL refuses U+0000).
  const chosen =
    slug && !outsideTextProblem(slug) ? await readVendor(context.db, slug.slice(0, 60)) : undefined;
  return { vendors: await vendorChoices(context), chosen: chosen ?? null };
}

export async function vendorsAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const parsed = parseForm(vendorSchema, await request.formData());
  if (!parsed.ok) return refusedForm(parsed.fieldErrors);
  try {
    const { added } = await saveVendor(context.db, admin.id, parsed.data);
    return {
      ok: true,
      message: added ? 'Vendor added.' : 'Vendor corrected.',
    } satisfies EditorOutcome;
  } catch (error) {
    // Two vendors cannot share a name; the database holds the rule, the form explains it.
    if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
    return refusedForm({ name: 'Another vendor already has this name.' });
  }
}

export async function editorialLogLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const entries = await context.db
    .select({
      id: editorialLog.id,
      action: editorialLog.action,
      summary: editorialLog.summary,
      createdAt: editorialLog.createdAt,
      actor: profiles.username,
      vendor: vendors.slug,
    })
    .from(editorialLog)
    .leftJoin(profiles, eq(profiles.userId, editorialLog.actorId))
    .leftJoin(vendors, eq(vendors.id, editorialLog.vendorId))
    .orderBy(desc(editorialLog.createdAt))
    .limit(100);
  return {
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
