/**
 * Why a visitor was sent to sign in, shown on /auth above the forms. A member-only post from a
 * visitor (a vote sent before the app started, or without JavaScript) lands on /auth with
 * `?reason=<key>`; the page shows only the texts listed here, never text from the URL.
 */
export const signInReasons = {
  /** The spec's toast for a visitor's vote, word for word. */
  vote: { title: 'Please log in', description: 'You need to be logged in to vote on reviews.' },
  'members-only': {
    title: 'Please log in',
    description: 'You need to be logged in to do that. Sign in, and you will be taken back.',
  },
} as const;

export type SignInReason = keyof typeof signInReasons;

export const isSignInReason = (value: string | null): value is SignInReason =>
  value !== null && Object.hasOwn(signInReasons, value);
