/**
 * Every column of every table, by whether it can hold a member's personal value: what the test of
 * account deletion (tests/integration/account-deletion-columns.test.ts) checks, and what makes a
 * new table or column fail it until someone classifies it here.
 */
/**
 * erased: may hold a member's id, name, address or words about them: none of the member's values
 * is left after the deletion (the row goes, the column is blanked, or the value is replaced).
 * authored: what members wrote in posts and messages; a deleted member's posts pass to "Deleted
 * member" and others' words stay theirs. none: holds no personal value.
 */
type Kind = 'erased' | 'authored' | 'none';
const e = 'erased';
const a = 'authored';
const n = 'none';
/** A table none of whose columns (named with spaces between them) holds a personal value. */
const noneOf = (columns: string): Record<string, Kind> =>
  Object.fromEntries(columns.split(' ').map((column) => [column, n] as const));
export const personalColumns: Record<string, Record<string, Kind>> = {
  account: {
    ...{ id: n, account_id: e, provider_id: n, user_id: e, access_token: e, refresh_token: e },
    ...{ id_token: e, access_token_expires_at: n, refresh_token_expires_at: n, scope: e },
    ...{ password: e, created_at: n, updated_at: n },
  },
  profiles: {
    ...{ id: n, user_id: e, username: e, display_name: e, avatar_url: e, is_admin: n },
    ...{ email_notifications: n, last_digest_at: n, suspended_at: n, suspended_until: n },
    ...{ suspension_reason: e, created_at: n, address_proved_signed_in: n },
  },
  session: {
    ...{ id: n, expires_at: n, token: e, ip_address: e, user_agent: e, user_id: e },
    ...{ created_at: n, updated_at: n },
  },
  user: {
    ...{ id: e, name: e, email: e, email_verified: n, image: e, created_at: n, updated_at: n },
  },
  verification: { id: n, identifier: e, value: e, expires_at: n, created_at: n, updated_at: n },
  comments: {
    ...{ id: n, content: a, created_at: n, parent_comment_id: n, discussion_id: n },
    ...{ author_id: e, status: n, edited_at: n, hidden_reason: e, deleted_at: n, search: a },
  },
  discussion_categories: { id: n, name: n, color: n, slug: n, description: n },
  discussions: {
    ...{ id: n, title: a, content: a, status: n, reply_count: n, created_at: n },
    ...{ last_reply_at: n, is_pinned: n, author_id: e, category_id: n, edited_at: n },
    ...{ hidden_reason: e, deleted_at: n, search: a },
  },
  review_votes: { review_id: n, user_id: e, vote_type: n, created_at: n },
  vendor_reviews: {
    ...{ id: n, vendor_slug: n, user_id: e, rating: n, comment: a, status: n, created_at: n },
    ...{ helpful_votes: n, not_helpful_votes: n, edited_at: n, hidden_reason: e },
  },
  rate_limits: { key: e, count: n, window_started_at: n },
  content_versions: { scope: n, version: n },
  moderation_log: {
    ...{ id: n, actor_id: e, action: n, target_kind: n, target_id: e, reason: e },
    ...{ created_at: n },
  },
  notifications: {
    ...{ id: n, user_id: e, kind: n, actor_id: e, discussion_id: n, comment_id: n },
    ...{ review_id: n, reason: e, created_at: n, read_at: n, emailed_at: n },
    // A follower's notice: a sentence about a price or a test, its link and what it is about.
    ...{ message: n, link: n, subject_kind: n, subject_key: n, item_key: n, item_day: n },
  },
  follows: { id: n, user_id: e, subject_kind: n, subject_key: n, created_at: n },
  flags: {
    ...{ id: n, user_id: e, discussion_id: n, comment_id: n, review_id: n, reason: n },
    ...{ note: e, created_at: n, resolved_at: n, resolution: n, resolved_by: e },
  },
  // A member's figures go with their user row; the deleted member's stay, naming nobody.
  member_post_counts: { user_id: e, reviews: n, discussions: n, comments: n },
  contact_messages: {
    ...{ id: n, name: e, email: e, body: a, user_id: e, created_at: n, handled_at: n },
  },
  former_names: { id: n, user_id: e, kind: n, value: e, replaced_at: n },
  editorial_log: {
    ...{ id: n, actor_id: e, action: n, vendor_id: n, summary: e, created_at: n, source: n },
  },
  lab_results: Object.fromEntries(
    [
      ...['id', 'vendor_id', 'peptide', 'lab', 'tested_on', 'expires_on', 'grade', 'num_tests'],
      ...['purity_percent', 'label_mg', 'measured_mg', 'certificate_url', 'overall_score'],
      ...['purity_score', 'potency_score', 'testing_company_score', 'entered_at'],
    ].map((column) => [column, n] as const),
  ),
  price_observations: {
    ...{ id: n, vendor_id: n, peptide: n, amount: n, unit: n, notes: n, price_usd: n },
    ...{ source_url: n, observed_on: n, entered_by: e, entered_at: n, source: n, in_stock: n },
  },
  // Prices read from vendors' catalogues and figures kept from other rows: no member's value.
  current_prices: noneOf(
    'vendor_id peptide variant amount unit observed_on observation_id first_observation_id ' +
      'entry_order',
  ),
  site_totals: noneOf('only members discussions comments'),
  price_feeds: noneOf(
    'vendor_id url format next_check_at claimed_until last_checked_at last_result last_ok ' +
      'failures_in_row last_manual_check_at',
  ),
  price_feed_pages: noneOf('vendor_id url etag last_modified items'),
  price_feed_items: noneOf(
    'id vendor_id external_id title link price_usd in_stock checked_at last_seen_at status ' +
      'peptide amount unit notes proposal held_at held_price_usd held_in_stock rejected_price_usd',
  ),
  vendor_review_stats: noneOf(
    'vendor_slug approved_count rating_sum one_star two_stars three_stars four_stars five_stars',
  ),
  vendors: Object.fromEntries(
    [
      ...['id', 'slug', 'name', 'rating', 'trust_score', 'lab_tested', 'testing_company'],
      ...['price_range', 'location', 'city', 'established', 'shipping_speed', 'description'],
      ...['specialties', 'pros', 'cons', 'warnings', 'url', 'affiliate_url', 'coupon_code'],
      ...['vendor_group', 'pricing', 'updated_at'],
    ].map((column) => [column, n] as const),
  ),
};
personalColumns.lab_results!.entered_by = e;
