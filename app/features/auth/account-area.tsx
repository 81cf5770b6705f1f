/**
 * The header's account area. Signed out (and on pages cached for anonymous visitors): 'Login'.
 * Signed in: the account menu, rendered by the server from the root loader's `user`; it is a
 * plain disclosure with a sign-out form, so it works before (and without) JavaScript.
 */
import { Link, useRouteLoaderData } from 'react-router';
import { AccountMenu } from './account-menu';
import type { SessionUser } from './session-user';

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
  return <AccountMenu user={user} />;
}
