/**
 * The header's account area. Signed out (and on pages cached for anonymous visitors): 'Login'.
 * Signed in: the account menu, rendered by the server from the root loader's `user`; it is a
 * plain disclosure with a sign-out form, so it works before (and without) JavaScript.
 */
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { AccountMenu } from './account-menu';
import { useSignedInUser } from './use-signed-in-user';

export function AccountArea() {
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link
        to="/auth"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Login
      </Link>
    );
  }
  return (
    <>
      <NotificationsLink unread={user.unread} />
      <AccountMenu user={user} />
    </>
  );
}

/** The bell: a plain link to /notifications, with the unread count when there is one. */
function NotificationsLink({ unread }: { unread: string | null }) {
  return (
    <Link
      to="/notifications"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread}
        </span>
      ) : null}
    </Link>
  );
}
