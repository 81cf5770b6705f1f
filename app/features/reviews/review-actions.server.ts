/**
 * The vendor page's reviews as its loader and action call them: who is signed in, same-origin
 * check, validation, per-member rate limit, then the query of reviews.server.ts.
 */
import { data, type AppLoadContext } from 'react-router';
import { vendorSlugs } from '~/data/vendor-slugs';
import { getOptionalUser, requireUser } from '~/features/auth/session.server';
import { refused } from '~/utils/action-result';
import { isDatabaseUnavailable } from '~/utils/database-errors.server';
import { parseForm } from '~/utils/form-validation';
import { loadOrFallback } from '~/utils/load-or-fallback.server';
import { consumeLimit } from '~/utils/rate-limit.server';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { reviewMessages } from './review-messages';
import { isReviewOwnIntent, reviewOwnAction } from './review-own-actions.server';
import { reviewFormSchema, voteFormSchema } from './review-schema';
import { castVote, loadVendorReviews, submitReview } from './reviews.server';
import type { VendorReviewsData } from './types';
import { describeError } from '~/utils/error-line.server';

/** For the vendor page's loader; `cursor` is the page's ?reviews= (null for the first page). */
export async function vendorReviewsLoader(
  request: Request,
  context: AppLoadContext,
  vendorSlug: string,
  cursor: string | null = null,
): Promise<VendorReviewsData> {
  const user = await getOptionalUser(request, context);
  const empty: VendorReviewsData = {
    vendorSlug,
    reviews: [],
    nextCursor: null,
    continued: false,
    cursorRefused: false,
    averageRating: null,
    approvedCount: 0,
    starCounts: [0, 0, 0, 0, 0],
    signedIn: user !== null,
    myReview: null,
  };
  return loadOrFallback(
    'reviews',
    () => loadVendorReviews(context.db, vendorSlug, user?.id ?? null, cursor),
    empty,
  );
}

const reviewNotAvailable = 'This review is not available.';

const isVendorSlug = (slug: string) => (vendorSlugs as readonly string[]).includes(slug);

/**
 * An unexpected failure: logged, answered with the spec's generic 'Failed to ...' toast. An
 * outage goes on to the 503 page (entry.server.tsx) instead.
 */
function failed(error: unknown): undefined {
  if (isDatabaseUnavailable(error)) throw error;
  console.error('[reviews] write failed:', describeError(error));
  return undefined;
}

/**
 * For the vendor page's action: handles intent 'review', 'vote' and a member's flags, edits and
 * deletions (review-own-actions.server.ts), and returns null for any other intent. Visitors are sent to sign in; members are rate limited per user.
 */
export async function vendorReviewsAction(
  request: Request,
  context: AppLoadContext,
  vendorSlug: string,
  formData: FormData,
) {
  const intent = formData.get('intent');
  const own = isReviewOwnIntent(intent);
  if (intent !== 'review' && intent !== 'vote' && !own) return null;
  assertSameOrigin(request, context.env.SITE_URL);
  if (!isVendorSlug(vendorSlug)) throw refused(404, { message: 'Unknown vendor.' });
  const reason = intent === 'vote' ? 'vote' : 'members-only';
  const user = await requireUser(request, context, undefined, reason);
  if (own) return reviewOwnAction(context, user.id, vendorSlug, intent, formData);
  const { db } = context;

  if (intent === 'review') {
    const parsed = parseForm(reviewFormSchema, formData);
    if (!parsed.ok) return refused(400, { intent, fieldErrors: parsed.fieldErrors });
    const limited = await consumeLimit(context, 'review', `user:${user.id}`);
    if (limited) return limited;
    const result = await submitReview(db, user.id, vendorSlug, parsed.data).catch(failed);
    if (!result) return refused(500, { intent });
    if (!result.ok) return refused(409, { intent, message: reviewMessages.duplicate.description });
    return data({ intent, ok: true } as const);
  }

  const parsed = parseForm(voteFormSchema, formData);
  if (!parsed.ok) return refused(400, { intent, message: reviewNotAvailable });
  const limited = await consumeLimit(context, 'vote', `user:${user.id}`);
  if (limited) return limited;
  const outcome = await castVote(db, user.id, vendorSlug, parsed.data).catch(failed);
  if (outcome === undefined) return refused(500, { intent });
  if (outcome === 'own-review') {
    return refused(403, { intent, message: reviewMessages.ownReview.description });
  }
  if (outcome === 'not-available') return refused(404, { intent, message: reviewNotAvailable });
  return data({ intent, ok: true, ...outcome } as const);
}
