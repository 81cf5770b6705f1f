/**
 * "Follow prices": a toggle button (aria-pressed) that follows or unfollows a peptide's or a
 * vendor's prices. A real form post to /follow, so it works before the app starts and without
 * JavaScript (the answer is a redirect back); once the app runs on a member's page it asks
 * whether the member follows already (the page itself is kept for everyone) and posts in place.
 * A visitor's press leads to sign in, and back to this page.
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useSignedInUser } from '~/features/auth/use-signed-in-user';
import type { FollowSubject } from './price-feed-link';

interface Answer {
  ok?: boolean;
  following?: boolean;
  message?: string;
}

export function FollowButton({ subject, name }: { subject: FollowSubject; name: string }) {
  const hydrated = useHydrated();
  const state = useFetcher<Answer>();
  const post = useFetcher<Answer>();
  const signedIn = useSignedInUser() !== null;
  const statePath = `/follow?kind=${subject.kind}&key=${encodeURIComponent(subject.key)}`;
  useEffect(() => {
    // A visitor follows nothing: only a member's page asks.
    if (signedIn && state.state === 'idle' && !state.data) state.load(statePath);
    // Asked once per subject: the answer to a post then says the new state.
  }, [statePath, signedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  const pending = post.formData?.get('intent');
  const following =
    typeof pending === 'string'
      ? pending === 'follow'
      : (post.data?.following ?? state.data?.following ?? false);
  return (
    <post.Form method="post" action="/follow" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="kind" value={subject.kind} />
      <input type="hidden" name="key" value={subject.key} />
      {hydrated ? <input type="hidden" name="via" value="app" /> : null}
      <button
        type="submit"
        aria-pressed={following}
        aria-describedby={`follow-${subject.kind}-note`}
        className={buttonClasses.secondary}
      >
        {/* One name per state, never swapped on hover: a pointer over it would rename it. */}
        {following ? 'Following' : 'Follow prices'}
      </button>
      <span id={`follow-${subject.kind}-note`} className="text-xs text-slate-600">
        {following
          ? `You are told when a price of ${name} drops. Press again to unfollow.`
          : `Members are told when a price of ${name} drops.`}
      </span>
      {post.data?.ok === false && post.data.message ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {post.data.message}
        </p>
      ) : null}
    </post.Form>
  );
}
