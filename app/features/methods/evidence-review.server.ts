/**
 * How far the profiles are checked, for /methods#evidence: worked out on the server, so the
 * profiles' text never reaches the page's JavaScript.
 */
import { detailedProfiles } from '~/data/profiles';
import { reviewSummary, type ReviewSummary } from './review-summary';

export function profilesReviewSummary(): ReviewSummary {
  return reviewSummary(Object.values(detailedProfiles));
}
