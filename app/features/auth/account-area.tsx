/**
 * The header's account area. Signed out (and on pages cached for anonymous visitors): 'Login'.
 * Signed in: the account menu, rendered by the server from the root loader's `user`. The menu's
 * code (Radix) loads on demand; until it has, the server-rendered button stays as it is.
 */
import { lazy, Suspense } from 'react';
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
    <Suspense
      fallback={
        <span className={accountButtonClass}>
          <AccountFace user={user} />
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
