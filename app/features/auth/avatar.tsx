/** A member's avatar: their https image, or the first 2 letters of their name in upper case. */
import { ChevronDown } from 'lucide-react';
import type { SessionUser } from './session-user';

export function Avatar({
  user,
  size = 'size-8',
}: {
  user: Pick<SessionUser, 'avatarUrl' | 'initials'>;
  size?: string;
}) {
  if (user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        referrerPolicy="no-referrer"
        className={`${size} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white`}
    >
      {user.initials}
    </span>
  );
}

export const accountButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100';

/** What the closed account menu button shows: avatar, name (wide screens), chevron. */
export function AccountFace({ user }: { user: SessionUser }) {
  return (
    <>
      <Avatar user={user} />
      <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </>
  );
}
