/** A member's own posts as they see them: marked while awaiting approval or after a rejection. */
import { Form, Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { vendorName } from '~/data/vendors';
import type { MyPosts, OwnDiscussion } from './own-posts.server';
import { RelativeTime } from './relative-time';
import { StatusBadge } from './status-badge';
import { commentHref } from './comment-links';

/** Above the list: what the member started that others do not see yet. */
export function AwaitingDiscussions({ items }: { items: OwnDiscussion[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="awaiting-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="awaiting-heading" className="font-semibold text-amber-950">
        Your discussions awaiting approval
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Only you see these until an admin approves them.{' '}
        <Link to="/community/my-posts" className="font-semibold underline">
          All my posts
        </Link>
      </p>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <Link
              to={`/community/discussion/${item.id}`}
              className="font-medium text-slate-900 underline wrap-anywhere"
            >
              {item.title}
            </Link>
            <StatusBadge status={item.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Group({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {empty ? (
        <p className="mt-2 text-sm text-slate-700">Nothing yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {children}
        </ul>
      )}
    </section>
  );
}

function RemovedMark() {
  return <span className="text-sm text-slate-600 italic">[removed by you]</span>;
}

/**
 * Remove, at any time, from here: the thread offers it only within the edit window (its page is
 * shared by members after that). Posts to the discussion's own action, which checks the author.
 */
function RemoveFromList(props: {
  kind: 'discussion' | 'comment';
  id: string;
  discussionId: string;
}) {
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-slate-600 hover:text-slate-900">
        Remove
      </summary>
      <Form
        method="post"
        action={`/community/discussion/${props.discussionId}`}
        className="mt-2 flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="intent" value={`remove-${props.kind}`} />
        <input type="hidden" name="id" value={props.id} />
        <span className="text-slate-700">
          Remove this {props.kind}? Its text is deleted for good.
        </span>
        <button type="submit" className={buttonClasses.danger}>
          Remove {props.kind}
        </button>
      </Form>
    </details>
  );
}

const rowClass = 'flex flex-wrap items-center gap-x-3 gap-y-1 p-4';

export function MyPostsList({ posts }: { posts: MyPosts }) {
  return (
    <>
      <Group title="Discussions" empty={posts.discussions.length === 0}>
        {posts.discussions.map((item) => (
          <li key={item.id} className={rowClass}>
            <Link
              to={`/community/discussion/${item.id}`}
              className="font-medium underline wrap-anywhere"
            >
              {item.removed ? '[removed by you]' : item.title}
            </Link>
            <StatusBadge status={item.status} />
            <RelativeTime iso={item.createdAt} className="text-xs text-slate-600" />
            {item.removed ? null : (
              <RemoveFromList kind="discussion" id={item.id} discussionId={item.id} />
            )}
          </li>
        ))}
      </Group>
      <Group title="Comments" empty={posts.comments.length === 0}>
        {posts.comments.map((item) => (
          <li key={item.id} className={rowClass}>
            <span className="w-full text-sm text-slate-800 wrap-anywhere">{item.excerpt}</span>
            {item.discussionOpen ? (
              <Link to={commentHref(item.discussionId, item.id)} className="text-sm underline">
                in {item.discussionTitle}
              </Link>
            ) : (
              <span className="text-sm text-slate-600">in a discussion no longer shown</span>
            )}
            <StatusBadge status={item.status} />
            <RelativeTime iso={item.createdAt} className="text-xs text-slate-600" />
            {item.removed ? (
              <RemovedMark />
            ) : (
              <RemoveFromList kind="comment" id={item.id} discussionId={item.discussionId} />
            )}
          </li>
        ))}
      </Group>
      <Group title="Vendor reviews" empty={posts.reviews.length === 0}>
        {posts.reviews.map((item) => (
          <li key={item.id} className={rowClass}>
            <Link to={`/vendors/${item.vendorSlug}#reviews`} className="font-medium underline">
              {vendorName(item.vendorSlug)}
            </Link>
            <span className="text-sm text-slate-700">{item.rating} / 5</span>
            <StatusBadge status={item.status} />
            <RelativeTime iso={item.createdAt} className="text-xs text-slate-600" />
          </li>
        ))}
      </Group>
    </>
  );
}
