/** What the vendor page's reviews section receives: never a reviewer's id or name. */
import type { ModerationStatus, VoteType } from '#database/schema/community';

export interface VendorReview {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  helpfulVotes: number;
  notHelpfulVotes: number;
  /** The signed-in member's own vote on this review. */
  myVote: VoteType | null;
  /**
   * True on the signed-in member's own review, which they cannot vote on. Told only to its
   * author: everyone else, the author included, sees 'Anonymous User'.
   */
  mine: boolean;
  edited: boolean;
}

/** The signed-in member's own review of this vendor, whatever its status. */
export interface OwnReview {
  id: string;
  status: ModerationStatus;
  rating: number;
  comment: string | null;
  /** Within the edit window when the page was made. */
  editable: boolean;
  /** The admin's reason when it is hidden. */
  hiddenReason: string | null;
}

/** The rating summary, from the kept figures (vendor_review_stats). */
export interface RatingSummary {
  /** Mean of all approved ratings, or null before the first approved review. */
  averageRating: number | null;
  approvedCount: number;
  /** How many approved reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  starCounts: [number, number, number, number, number];
}

export interface VendorReviewsData extends RatingSummary {
  vendorSlug: string;
  /** One page of approved reviews, newest first; on the first, the member's own comes first. */
  reviews: VendorReview[];
  /** The cursor of the page after this one ('More reviews'), or null on the last page. */
  nextCursor: string | null;
  /** This page follows a cursor: not the first page. */
  continued: boolean;
  /** The cursor asked for was not one of this vendor's reviews: the first page is shown. */
  cursorRefused: boolean;
  signedIn: boolean;
  /** The member's own review of this vendor, in any status (a second one would fail), or null. */
  myReview: OwnReview | null;
}
