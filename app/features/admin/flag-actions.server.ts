/** The Flagged tab's decisions, called by the dashboard's action once the admin is known. */
import { data, type AppLoadContext } from 'react-router';
import { refused } from '~/utils/action-result';
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
    return refused(400, { message: parsed.fieldErrors.reason ?? 'This item is not available.' });
  }
  let changed: boolean;
  try {
    changed = await decideFlags(context.db, parsed.data, adminId);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error('[admin] flag decision failed:', describeError(error));
    return refused(500, { message: 'The decision could not be saved.' });
  }
  if (!changed) {
    return refused(404, { message: 'These flags have already been decided.' });
  }
  const { kind, id, decision } = parsed.data;
  return data<ModerationActionResult>({ ok: true, kind, id, toast: flagDecisionToast(decision) });
}
