import { describe, expect, it } from 'vitest';
import { nextVoteState } from './review-votes';

describe('nextVoteState (the spec: add, switch, remove; counts updated locally)', () => {
  const none = { myVote: null, helpfulVotes: 3, notHelpfulVotes: 1 };

  it('adds a vote when there is none', () => {
    expect(nextVoteState(none, 'helpful')).toEqual({
      myVote: 'helpful',
      helpfulVotes: 4,
      notHelpfulVotes: 1,
    });
  });

  it('switches to the other vote', () => {
    const helpful = { myVote: 'helpful' as const, helpfulVotes: 4, notHelpfulVotes: 1 };
    expect(nextVoteState(helpful, 'not_helpful')).toEqual({
      myVote: 'not_helpful',
      helpfulVotes: 3,
      notHelpfulVotes: 2,
    });
  });

  it('removes the same vote', () => {
    const notHelpful = { myVote: 'not_helpful' as const, helpfulVotes: 3, notHelpfulVotes: 2 };
    expect(nextVoteState(notHelpful, 'not_helpful')).toEqual(none);
  });

  it('never shows a negative count', () => {
    expect(
      nextVoteState({ myVote: 'helpful', helpfulVotes: 0, notHelpfulVotes: 0 }, 'helpful'),
    ).toEqual({ myVote: null, helpfulVotes: 0, notHelpfulVotes: 0 });
  });
});
