/**
 * /admin/price-feeds: admins only, checked before any read or write; each form is validated by
 * its schema and bad input answers 400 and writes nothing. The vendor editor's feed fields and
 * its "Check prices now" post here too.
 */
import type { AppLoadContext } from 'react-router';
import { requireAdmin } from '~/features/auth/session.server';
import { vendorIdsBySlug } from '~/features/editorial/editorial-writes.server';
import { refused, type ActionResult } from '~/utils/action-result';
import { parseForm } from '~/utils/form-validation';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { readFeedSummaries, readWaitingItems } from './feed-admin-reads.server';
import { takeManualCheck } from './feed-claims.server';
import {
  confirmHeld,
  confirmMatch,
  itemOwner,
  markNotListed,
  rejectHeld,
  saveFeed,
} from './feed-editor-writes.server';
import { checkNowSchema, feedSettingsSchema, itemSchema, matchSchema } from './feed-schemas';
import { runPriceRound } from './price-round.server';

export async function priceFeedsLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const [feeds, waiting] = await Promise.all([
    readFeedSummaries(context.db),
    readWaitingItems(context.db),
  ]);
  return { feeds, waiting };
}

const done = (message: string): ActionResult => ({ ok: true, message });
const refuse = (status: number, message: string) => refused(status, { message });

async function vendorId(context: AppLoadContext, slug: string) {
  return (await vendorIdsBySlug(context.db, [slug])).get(slug);
}

async function checkNow(context: AppLoadContext, slug: string) {
  const id = await vendorId(context, slug);
  if (id === undefined) return refuse(404, 'No such vendor.');
  if (!(await takeManualCheck(context.db, id))) {
    return refuse(429, 'This feed was checked less than a minute ago, or the vendor has no feed.');
  }
  const [outcome] = await runPriceRound(context.db, context.env, { vendorSlug: slug });
  if (!outcome) return refuse(409, 'A check of this feed is already running.');
  return outcome.ok
    ? done(`Checked: ${outcome.sentence}.`)
    : refuse(502, `The check failed: ${outcome.sentence}.`);
}

async function onItem(
  context: AppLoadContext,
  intent: string,
  formData: FormData,
  editorId: string,
) {
  if (intent === 'match') {
    const match = parseForm(matchSchema, formData);
    if (!match.ok)
      return refused(400, { fieldErrors: match.fieldErrors, message: 'Check the match.' });
    if (!(await itemOwner(context.db, match.data.item))) return refuse(404, 'No such item.');
    const decision = await confirmMatch(context.db, match.data.item, match.data);
    return done(
      decision === 'hold' ? 'Matched; its price is held for you to confirm.' : 'Matched.',
    );
  }
  const parsed = parseForm(itemSchema, formData);
  if (!parsed.ok)
    return refused(400, { fieldErrors: parsed.fieldErrors, message: 'Check the fields.' });
  const id = parsed.data.item;
  if (!(await itemOwner(context.db, id))) return refuse(404, 'No such item.');
  if (intent === 'not-listed') {
    await markNotListed(context.db, id);
    return done('Marked as not listed here.');
  }
  if (intent === 'confirm-held') {
    return (await confirmHeld(context.db, id, editorId))
      ? done('Price published.')
      : refuse(409, 'Nothing is held for this item.');
  }
  return (await rejectHeld(context.db, id))
    ? done('Held price rejected.')
    : refuse(409, 'Nothing is held for this item.');
}

export async function priceFeedsAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'save-feed') {
    const parsed = parseForm(feedSettingsSchema, formData);
    if (!parsed.ok)
      return refused(400, { fieldErrors: parsed.fieldErrors, message: 'Check the feed fields.' });
    const id = await vendorId(context, parsed.data.vendor);
    if (id === undefined) return refuse(404, 'No such vendor.');
    await saveFeed(context.db, id, parsed.data.url, parsed.data.format);
    return done(parsed.data.url ? 'Price feed saved.' : 'Price feed removed.');
  }
  if (intent === 'check-now') {
    const parsed = parseForm(checkNowSchema, formData);
    if (!parsed.ok) return refuse(400, 'Pick a vendor from the list.');
    return checkNow(context, parsed.data.vendor);
  }
  if (['match', 'not-listed', 'confirm-held', 'reject-held'].includes(intent)) {
    return onItem(context, intent, formData, admin.id);
  }
  return refuse(400, 'Unknown action.');
}
