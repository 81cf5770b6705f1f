import { Link } from 'react-router';

/** The 404 screen (spec document 2): 'Oops! Page not found' and 'Return to Home'. */
export function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700 tabular">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        Return to Home
      </Link>
    </div>
  );
}
