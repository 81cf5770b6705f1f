/** An author as the forum shows them: avatar (or two-letter initials), name, Admin badge. */
import { Badge } from '~/components/ui/badge';
import type { AuthorRef } from './types';

/** Display name, else username, else 'User' (spec: "Header account area" fallbacks). */
export const authorName = (author: Pick<AuthorRef, 'displayName' | 'username'>) =>
  author.displayName?.trim() || author.username?.trim() || 'User';

export function AuthorAvatar({ author, size = 'md' }: { author: AuthorRef; size?: 'sm' | 'md' }) {
  const name = authorName(author);
  const box = size === 'sm' ? 'size-7 text-[0.65rem]' : 'size-9 text-xs';
  // Only https images: an avatar link can never run script or load over plain http.
  if (author.avatarUrl?.startsWith('https://')) {
    return (
      <img
        src={author.avatarUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900`}
    >
      {name.slice(0, 2).toUpperCase()}
    </span>
  );
}

export function AuthorLine({ author, size }: { author: AuthorRef; size?: 'sm' | 'md' }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <AuthorAvatar author={author} size={size} />
      <span className="min-w-0 truncate text-sm font-medium text-slate-800">
        {authorName(author)}
      </span>
      {author.isAdmin ? <Badge variant="brand">Admin</Badge> : null}
    </span>
  );
}
