import { redirect } from 'react-router';
import type { Route } from './+types/guessed-urls';
import { publicPageCache } from '~/utils/http-cache';

/** URLs people guess, each sent for good to the page that has what they are after. */
const destinations: Record<string, string> = {
  '/calculator': '/dosage-calculator',
  '/login': '/auth',
  '/signup': '/auth?tab=sign-up',
  '/forum': '/community',
};

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // The same for everybody: the host keeps the redirect.
  const headers = publicPageCache(86_400, { query: [], members: 'none' });
  return redirect(destinations[pathname.replace(/\/$/, '')] ?? '/', { status: 301, headers });
}
