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
}

export interface VendorReviewsData {
  vendorSlug: string;
  reviews: VendorReview[];
  /** Mean of all approved ratings, or null before the first approved review. */
  averageRating: number | null;
  approvedCount: number;
  signedIn: boolean;
  /** The status of the member's own review of this vendor (a second one would fail), or null. */
  myReviewStatus: ModerationStatus | null;
  /** The member's own review, shown to them alone while it is pending or after a rejection. */
  myReview: { rating: number; comment: string | null } | null;
}
