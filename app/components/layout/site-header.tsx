/**
 * Sticky header: brand, the seven links in the spec's order, the search box (a plain GET form to
 * /search, so it works without JavaScript), mobile menu toggle, account area.
 */
import { FlaskConical, Menu, Search, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { currentSection, primaryNav, siteName } from '~/utils/site';

export function SiteHeader({ accountArea }: { accountArea: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-800">
          <FlaskConical aria-hidden="true" className="size-6" />
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 xl:flex">
          {primaryNav.map((item) => (
            <SectionLink key={item.to} item={item} className="nav-link" />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch />
          {accountArea}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * A header link, marked aria-current="page" (and styled, app.css) on every page of its section:
 * a peptide page under Peptides, a discussion under Community. Computed while rendering, so the
 * server's HTML carries it and it needs no JavaScript.
 */
function SectionLink({
  item,
  className,
}: {
  item: (typeof primaryNav)[number];
  className: string;
}) {
  const { pathname } = useLocation();
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={currentSection(pathname) === item.to ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}

/**
 * The menu button of narrow screens: a <details> disclosure, so it opens without JavaScript too.
 * The list hangs below the header bar (the sticky header is its containing block).
 */
function MobileMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  // Close the menu whenever the page changes (state derived during render, no effect).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  return (
    <details
      className="group xl:hidden"
      open={menuOpen}
      onToggle={(event) => setMenuOpen(event.currentTarget.open)}
    >
      <summary
        aria-controls="mobile-menu"
        className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        {/* The name follows the state without JavaScript: CSS shows one of the two. */}
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
        <Menu aria-hidden="true" className="group-open:hidden" />
        <X aria-hidden="true" className="hidden group-open:block" />
      </summary>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white px-4 pb-3 shadow-sm"
      >
        <ul className="grid gap-1 pt-2">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} className="nav-link block min-h-11" />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** The search box; on narrow screens a link to the search page, which has its own box. */
function HeaderSearch() {
  return (
    <>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Site"
        className="relative hidden sm:block"
      >
        <label htmlFor="header-search" className="sr-only">
          Search the site
        </label>
        <input
          id="header-search"
          name="q"
          type="search"
          placeholder="Search"
          maxLength={200}
          className="min-h-11 w-32 rounded-md border border-slate-300 px-3 text-sm text-slate-900 2xl:w-48"
        />
        {/* Enter submits too; the button is there for whoever looks for one, shown on focus. */}
        <button type="submit" className="search-submit">
          Search the site
        </button>
      </Form>
      <Link
        to="/search"
        aria-label="Search"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 sm:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}
