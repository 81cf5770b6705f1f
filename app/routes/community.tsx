import { ArrowRight, MessageCircle, PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/community';
import { ButtonLink } from '~/components/ui/button-link';
import { getOptionalUser } from '~/features/auth/session.server';
import { latestDiscussionsCount } from '~/features/community/community-schema';
import { CommunityGuidelines } from '~/features/community/community-guidelines';
import { DiscussionCard } from '~/features/community/discussion-card';
import { latestDiscussions } from '~/features/community/discussions.server';
import { publicPageCache } from '~/utils/http-cache';
import { feedLinks } from '~/features/community/feed-links';
import { pageMeta } from '~/utils/meta';
import { loadOrFallback } from '~/utils/load-or-fallback.server';

// Visitors share one page, kept until the community's content version changes (a member's
// own page is rendered for them and never kept).
export const headers = () => publicPageCache(3_600, { query: [], depends: ['community'] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, discussions] = await Promise.all([
    getOptionalUser(request, context),
    loadOrFallback('community', () => latestDiscussions(context.db, latestDiscussionsCount), []),
  ]);
  return { discussions, signedIn: user !== null, chatInviteUrl: context.env.CHAT_INVITE_URL };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: 'Community',
    description: 'The Peptidia research community: moderated discussions and vendor experiences.',
    path: '/community',
    noindex: false,
  }),
  ...feedLinks(),
];

const stats = [
  { value: 'New', label: 'A young community: early members shape it' },
  { value: '50+', label: 'Vendor prices listed to discuss' },
  { value: '25+', label: 'Peptide profiles to research' },
  { value: '100%', label: 'Discussions reviewed before they appear' },
];

function CommunityHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">Community</h1>
      <p className="mt-3 text-slate-700">
        Compare notes on published research, handling and vendors with other members. Every
        discussion is reviewed by a moderator first. Research and education only: nothing here is
        medical advice.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/community/new-discussion">
          <PenSquare aria-hidden="true" className="size-4" />
          New Discussion
        </ButtonLink>
        <ButtonLink to="/community/discussions" variant="secondary">
          Browse Discussions
        </ButtonLink>
        {signedIn ? null : (
          <ButtonLink to="/auth?tab=sign-up" variant="secondary">
            Join Community
          </ButtonLink>
        )}
      </div>
    </header>
  );
}

function ChatCard({ inviteUrl }: { inviteUrl: string }) {
  return (
    <section
      aria-labelledby="chat-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="chat-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
        Community chat
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Quick questions and lab-report threads live on our chat server.
      </p>
      <a
        href={inviteUrl}
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        Join the chat server
      </a>
    </section>
  );
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  const { discussions, signedIn, chatInviteUrl } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <CommunityHeader signedIn={signedIn} />

      <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Community at a glance">
        {stats.map((stat) => (
          <li
            key={stat.value}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="text-2xl font-bold text-brand-800 tabular">{stat.value}</p>
            <p className="mt-1 text-sm text-slate-700">{stat.label}</p>
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="latest-heading" className="lg:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="latest-heading" className="text-xl font-semibold text-slate-900">
              Latest Discussions
            </h2>
            <Link
              to="/community/discussions"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
            >
              View all <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {discussions.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              No discussions yet. Start the first one: it appears here once a moderator approves it.
            </p>
          ) : (
            <ul className="mt-4 grid gap-3">
              {discussions.map((discussion) => (
                <DiscussionCard key={discussion.id} discussion={discussion} headingLevel={3} />
              ))}
            </ul>
          )}
        </section>

        <aside className="space-y-6">
          <ChatCard inviteUrl={chatInviteUrl} />
          <CommunityGuidelines />
        </aside>
      </div>
    </div>
  );
}
