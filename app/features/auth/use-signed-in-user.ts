/**
 * The signed-in member as the root loader gives it (null for a visitor). Pages kept for
 * members differ only in this (app/utils/http-cache.ts), so it is right on every page.
 */
import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from './session-user';

export function useSignedInUser(): SessionUser | null {
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
