import { Form, Link } from 'react-router';
import { primaryNav } from '~/utils/site';

/**
 * The 404 screen (spec document 2): 'Oops! Page not found' and 'Return to Home', plus a way on:
 * a search box (a plain GET form to /search, so it works without JavaScript) and the
 * header's sections, for a visitor who followed an old or mistyped link.
 */
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
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Find a page"
        className="mt-8 flex gap-2 text-left"
      >
        <label htmlFor="not-found-q" className="sr-only">
          Search peptides, vendors, guides and discussions
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          maxLength={200}
          placeholder="Search the site"
          className="min-h-11 flex-1 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <nav aria-label="Main sections" className="mt-8">
        <h2 className="text-sm font-semibold text-slate-700">Or go to a section</h2>
        <ul className="mt-2 flex flex-wrap justify-center gap-1">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="nav-link inline-flex min-h-11 items-center">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
