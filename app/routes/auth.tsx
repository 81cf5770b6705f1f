import type { Route } from './+types/auth';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Sign In',
    description: 'Sign in, create an account or reset your password.',
    path: '/auth',
    noindex: true,
  });

export default function AuthPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Sign In</h1>
    </div>
  );
}
