import { PenSquare } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/discussions';
import { ButtonLink } from '~/components/ui/button-link';
import { requireUser } from '~/features/auth/session.server';
import { CategoryDot } from '~/features/community/category-badge';
import { chipClass, listHref, Pager } from '~/features/community/discussion-pager';
import { readListParams } from '~/features/community/community-schema';
import { DiscussionCard, DiscussionCardSkeleton } from '~/features/community/discussion-card';
import { listCategories } from '~/features/community/discussions.server';
import {
  legacyPageRedirect,
  listDiscussions,
  readListStart,
} from '~/features/community/discussion-list.server';
import { AwaitingDiscussions } from '~/features/community/own-posts';
import { ownAwaitingDiscussions } from '~/features/community/own-posts.server';
import { memberPageCache, publicPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { feedLinks } from '~/features/community/feed-links';
import { pageMeta } from '~/utils/meta';
import { loadOrFallback } from '~/utils/load-or-fallback.server';

// Shared by members (app/page-templates.server.ts, decision 0011): every member of one shape gets
// the same loader data, so it must hold nothing about the member beyond the role. Kept ten
// seconds at most, because it says how long ago things were posted.
// ?after= and ?before= are cursors (discussion-list.server.ts); ?page= is the old page number.
const pageCache = {
  query: ['page', 'category', 'after', 'before'],
  depends: ['community'],
} as const;
export const headers = () => memberPageCache(10, pageCache);

export async function loader({ request, context }: Route.LoaderArgs) {
  // Visitors are all sent to sign in the same way: the host keeps that redirect.
  const user = await requireUser(
    request,
    context,
    publicPageCache(86_400, { query: pageCache.query }),
  );
  const search = pageQuery(request, context, pageCache);
  const params = readListParams(search);
  const categories = await loadOrFallback('categories', () => listCategories(context.db), []);
  // An unknown ?category= shows every discussion rather than an error.
  const category = categories.find((item) => item.slug === params.category) ?? null;
  const which = { categoryId: category?.id ?? null, categorySlug: category?.slug ?? null };
  const start = readListStart(search, which.categorySlug);
  if (params.page > 1 && 'first' in start) {
    throw await legacyPageRedirect(context.db, { page: params.page, ...which });
  }
  const list = await loadOrFallback(
    'discussions',
    () => listDiscussions(context.db, { start, ...which }),
    { discussions: [], previousCursor: null, nextCursor: null },
  );
  // Only for a member with such posts, whose page is rendered for them alone (never shared).
  const awaiting = user.ownAwaiting
    ? await loadOrFallback('own discussions', () => ownAwaitingDiscussions(context.db, user.id), [])
    : [];
  return {
    ...list,
    awaiting,
    categories: categories.map(({ name, slug, color }) => ({ name, slug, color })),
    category: category?.slug ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: 'Community Discussions',
    description: 'Moderated community discussions about peptide research.',
    path: '/community/discussions',
    noindex: true,
  }),
  ...feedLinks(loaderData?.categories.find((item) => item.slug === loaderData.category) ?? null),
];

type LoaderData = Route.ComponentProps['loaderData'];

function CategoryNav({ categories, category }: Pick<LoaderData, 'categories' | 'category'>) {
  return (
    <nav aria-label="Categories" className="mt-6">
      {/* One scrolling row on phones, wrapped rows from the small breakpoint up. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        <li>
          <Link
            to={listHref(null)}
            className={chipClass(category === null)}
            aria-current={category === null ? 'page' : undefined}
          >
            All
          </Link>
        </li>
        {categories.map((item) => (
          <li key={item.slug}>
            <Link
              to={listHref(item.slug)}
              className={chipClass(category === item.slug)}
              aria-current={category === item.slug ? 'page' : undefined}
            >
              <CategoryDot color={item.color} />
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function DiscussionsPage({ loaderData }: Route.ComponentProps) {
  const { discussions, categories, category, previousCursor, nextCursor } = loaderData;
  const navigation = useNavigation();
  const loadingList =
    navigation.state === 'loading' && navigation.location.pathname === '/community/discussions';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Community Discussions</h1>
        <ButtonLink to="/community/new-discussion">
          <PenSquare aria-hidden="true" className="size-4" />
          New Discussion
        </ButtonLink>
      </div>

      <AwaitingDiscussions items={loaderData.awaiting} />
      <CategoryNav categories={categories} category={category} />

      {loadingList ? (
        <ul className="mt-6 grid gap-3" aria-busy="true" aria-label="Loading discussions">
          {Array.from({ length: 5 }, (_, i) => (
            <DiscussionCardSkeleton key={i} />
          ))}
        </ul>
      ) : discussions.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">No discussions yet</p>
          <p className="mt-1 text-sm text-slate-700">
            Ask a question or share a study: a moderator reviews it before it appears.
          </p>
          <ButtonLink to="/community/new-discussion" className="mt-5">
            Start First Discussion
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3">
          {discussions.map((discussion) => (
            <DiscussionCard key={discussion.id} discussion={discussion} />
          ))}
        </ul>
      )}

      <Pager category={category} previousCursor={previousCursor} nextCursor={nextCursor} />
    </div>
  );
}
