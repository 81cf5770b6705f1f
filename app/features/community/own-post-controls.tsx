/**
 * The author's own controls on a discussion or comment: Edit within the window (a
 * link to ?edit=<id>, so the page renders the form without JavaScript) and Remove (a link to
 * ?remove=<id> that asks once more, see open-by-link). Shown only to the author: the page is kept per member (decision 0014).
 */
import { Form, Link, useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { CopyLink } from '~/components/ui/copy-link';
import { commentAnchor, commentQuery } from './comment-links';
import { EditFormEnd } from './edit-form-end';
import { FlagControl } from './flag-control';
import { OpenByLink } from './open-by-link';
import { PostAnswerNote, PostMarks } from './post-answer';
import type { PostState } from './types';

type PostKind = 'discussion' | 'comment';

function RemoveControl({ kind, id }: { kind: PostKind; id: string }) {
  return (
    <OpenByLink
      param="remove"
      kind={kind}
      id={id}
      label="Remove"
      formClassName="mt-2 flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value={`remove-${kind}`} />
      <input type="hidden" name="id" value={id} />
      <span className="text-slate-700">
        Remove this {kind}? Its text is deleted for good
        {kind === 'discussion' ? '; the replies stay' : ''}.
      </span>
      <button type="submit" className={buttonClasses.danger}>
        Remove {kind}
      </button>
    </OpenByLink>
  );
}

/** The line under a post: its marks, then Edit / Remove for its author or Flag for others. */
export function PostControls({ kind, id, post }: { kind: PostKind; id: string; post: PostState }) {
  const anchor = kind === 'comment' ? commentAnchor(id) : '';
  const page = kind === 'comment' ? `${commentQuery(id)}&` : '?';
  const { pathname } = useLocation();
  return (
    <div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <PostMarks post={post} />
        {post.removed ? null : (
          <CopyLink
            href={`${pathname}${kind === 'comment' ? commentQuery(id) : ''}${anchor}`}
            what={`this ${kind}`}
            // A comment's controls are words alone: fifty comments would carry fifty icons.
            icon={kind !== 'comment'}
          />
        )}
        {post.editable ? (
          <Link
            to={`${page}edit=${id}${anchor}`}
            preventScrollReset
            className="inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-slate-900"
          >
            Edit
          </Link>
        ) : null}
        {post.mine && !post.removed ? <RemoveControl kind={kind} id={id} /> : null}
        {!post.mine && !post.removed && !post.hidden ? <FlagControl kind={kind} id={id} /> : null}
      </div>
      <PostAnswerNote id={id} />
    </div>
  );
}

/** The edit form, in place of the post. Cancel and a saved edit leave ?edit= behind. */
export function EditPostForm(props: {
  kind: PostKind;
  id: string;
  title?: string;
  content: string;
}) {
  const { kind, id, title, content } = props;
  const { pathname } = useLocation();
  const field = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';
  return (
    <Form method="post" action={pathname} preventScrollReset className="mt-3 space-y-2">
      <input type="hidden" name="intent" value={`edit-${kind}`} />
      <input type="hidden" name="id" value={id} />
      {kind === 'discussion' ? (
        <label className="block text-sm font-medium text-slate-800">
          Title
          <input name="title" defaultValue={title} maxLength={200} required className={field} />
        </label>
      ) : null}
      <label className="block text-sm font-medium text-slate-800">
        {kind === 'discussion' ? 'Content' : 'Edit your comment'}
        <textarea
          name="content"
          defaultValue={content}
          rows={kind === 'discussion' ? 8 : 4}
          required
          className={field}
        />
      </label>
      <EditFormEnd
        what="post"
        cancelTo={`${pathname}${kind === 'comment' ? commentQuery(id) + commentAnchor(id) : ''}`}
      />
      <PostAnswerNote id={id} />
    </Form>
  );
}
