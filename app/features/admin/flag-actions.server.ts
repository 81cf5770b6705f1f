/** The Flagged tab's decisions, called by the dashboard's action once the admin is known. */
import { data, type AppLoadContext } from 'react-router';
import { isDatabaseUnavailable } from '~/utils/database-errors.server';
import { parseForm } from '~/utils/form-validation';
import type { ModerationActionResult } from './admin-actions.server';
import { flagDecisionSchema, flagDecisionToast } from './admin-schema';
import { decideFlags } from './flag-queue.server';
import { describeError } from '~/utils/error-line.server';

export async function flagDecisionAction(
  context: AppLoadContext,
  adminId: string,
  formData: FormData,
) {
  const parsed = parseForm(flagDecisionSchema, formData);
  if (!parsed.ok) {
    const error = parsed.fieldErrors.reason ?? 'This item is not available.';
    return data<ModerationActionResult>({ ok: false, error }, { status: 400 });
  }
  let changed: boolean;
  try {
    changed = await decideFlags(context.db, parsed.data, adminId);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error('[admin] flag decision failed:', describeError(error));
    return data<ModerationActionResult>(
      { ok: false, error: 'The decision could not be saved.' },
      { status: 500 },
    );
  }
  if (!changed) {
    return data<ModerationActionResult>(
      { ok: false, error: 'These flags have already been decided.' },
      { status: 404 },
    );
  }
  const { kind, id, decision } = parsed.data;
  return data<ModerationActionResult>({ ok: true, kind, id, toast: flagDecisionToast(decision) });
}
