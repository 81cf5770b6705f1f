import { BackToDiscussions } from '~/features/community/back-to-discussions';
import type { Route } from './+types/new-discussion';
import { requireUser } from '~/features/auth/session.server';
import { CategoryDot } from '~/features/community/category-badge';
import { newDiscussionAction } from '~/features/community/community-actions.server';
import { CommunityGuidelines } from '~/features/community/community-guidelines';
import { listCategories } from '~/features/community/discussions.server';
import { NewDiscussionForm } from '~/features/community/new-discussion-form';
import { withActionHeaders } from '~/utils/action-headers.server';
import { pageMeta } from '~/utils/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { categories: await listCategories(context.db) };
}

// The per-member discussion limit answers 429 with a Retry-After.
export const headers = withActionHeaders();

export function action({ request, context }: Route.ActionArgs) {
  return newDiscussionAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'New Discussion',
    description: 'Start a new community discussion.',
    path: '/community/new-discussion',
    noindex: true,
  });

export default function NewDiscussionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <BackToDiscussions />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">New Discussion</h1>
      <p className="mt-2 text-slate-700">
        A moderator reviews every discussion before it appears in the community.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
          <NewDiscussionForm categories={categories} result={actionData} />
        </div>
        <aside className="space-y-6">
          <CommunityGuidelines />
          <section
            aria-labelledby="categories-heading"
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="categories-heading" className="font-semibold text-slate-900">
              Categories
            </h2>
            <ul className="mt-3 space-y-3">
              {categories.map((category) => (
                <li key={category.id} className="text-sm">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    <CategoryDot color={category.color} />
                    {category.name}
                  </p>
                  <p className="mt-0.5 pl-4.5 text-slate-700">{category.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
