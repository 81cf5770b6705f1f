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

export interface VendorReviewsData {
  vendorSlug: string;
  reviews: VendorReview[];
  /** Mean of all approved ratings, or null before the first approved review. */
  averageRating: number | null;
  approvedCount: number;
  signedIn: boolean;
  /** The member's own review of this vendor, in any status (a second one would fail), or null. */
  myReview: OwnReview | null;
}
