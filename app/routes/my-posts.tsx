import type { Route } from './+types/my-posts';
import { requireUser } from '~/features/auth/session.server';
import { MyPostsList } from '~/features/community/own-posts';
import { myPosts } from '~/features/community/own-posts.server';
import { pageMeta } from '~/utils/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'My posts',
    description: 'Your discussions, comments and reviews, with their moderation status.',
    path: '/community/my-posts',
    noindex: true,
  });

// The member's own posts in every status: for them alone, never kept.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireUser(request, context);
  return { posts: await myPosts(context.db, member.id) };
}

export default function MyPostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">My posts</h1>
      <p className="mt-1 text-sm text-slate-600">
        Everything you posted, newest first. Posts awaiting approval are visible to you and the
        admins only; other members see your reviews as by &lsquo;Anonymous User&rsquo;.
      </p>
      <MyPostsList posts={loaderData.posts} />
    </div>
  );
}
