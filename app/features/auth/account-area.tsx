/**
 * The header's account area. Signed out (and on pages cached for anonymous visitors): 'Login'.
 * Signed in: the account menu, rendered by the server from the root loader's `user`. The menu's
 * code (Radix) loads on demand; until it has, the server-rendered button stays as it is.
 */
import { lazy, Suspense } from 'react';
import { Bell } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { AccountFace, accountButtonClass } from './avatar';
import type { SessionUser } from './session-user';

const AccountMenu = lazy(() => import('./account-menu'));

function useSignedInUser(): SessionUser | null {
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}

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
      <Suspense
        fallback={
          <span className={accountButtonClass}>
            <AccountFace user={user} />
          </span>
        }
      >
        <AccountMenu user={user} />
      </Suspense>
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
