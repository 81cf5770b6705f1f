import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { NotFoundScreen } from '~/components/layout/not-found-screen';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { FlashNotice } from '~/components/ui/flash-notice';
import { ToastProvider } from '~/components/ui/toast';
import { AccountArea } from '~/features/auth/account-area';
import { getOptionalUser } from '~/features/auth/session.server';
import { headerViewer } from '~/features/auth/stand-in-guard.server';
import { readTouchedState } from '~/utils/adopt-touched-state';
import { trackPageView } from '~/utils/analytics';
import { useNonce } from '~/utils/nonce';

/**
 * `user` is the signed-in member (null for anonymous visitors, whose pages the host may cache),
 * for the header's account area: on a page shared by members, the stand-in's texts as tokens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = headerViewer(await getOptionalUser(request, context));
  return { siteUrl: context.env.SITE_URL, user };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Every route change scrolls to the top and records a page view, locally only. The document's
 * own first view was recorded by its inline module before the app loaded (utils/page-start.ts).
 */
function useRouteChangeEffects() {
  const location = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (previousUrl.current !== null) {
      window.scrollTo(0, 0);
    }
    if (previousUrl.current !== null) trackPageView(previousUrl.current);
    previousUrl.current = window.location.href;
  }, [location.pathname, location.hash]);
}

/**
 * Right after hydration, hands what the visitor typed, ticked or picked before it to the app's
 * state (readTouchedState), then marks <html>. This layout effect runs in the hydration's commit
 * before the router's own (a parent's), whose state update renders the page again and puts the
 * server's first values back: the fields are read here, and handed over once the commit is
 * over, so that React's event handlers run as for a keystroke. Tests wait for the
 * mark before they type or click: the app's modules load late (decisions 0021 and 0031), so a
 * page can look ready while its handlers are not attached yet.
 */
function useHydratedMark() {
  useLayoutEffect(() => {
    const handOver = readTouchedState();
    queueMicrotask(() => {
      handOver();
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
}

function Frame({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  return (
    <ToastProvider>
      <SiteHeader accountArea={<AccountArea />} />
      <main id="main" className="flex-1">
        <FlashNotice />
        {children}
      </main>
      <SiteFooter />
    </ToastProvider>
  );
}

export default function App() {
  useRouteChangeEffects();
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // In the browser only: on the server, handleError (entry.server.tsx) has logged the real error
  // (what reaches this render in production is a stand-in 'Unexpected Server Error').
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFoundScreen />
      </Frame>
    );
  }
  // 503: the host's answer while the database is unavailable, met by a client-side navigation
  // or form (server/database-unavailable.ts); a full page load gets the host's own 503 page.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <Frame>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">
          {unavailable ? 'Temporarily unavailable' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-slate-600">
          {unavailable
            ? 'The database is briefly unavailable. If you were sending a form, nothing was saved: please try again in a moment.'
            : isRouteErrorResponse(error) && error.status === 403
              ? 'You do not have permission to view this page.'
              : 'Please try again in a moment.'}
        </p>
        <a href="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
          Return to Home
        </a>
      </div>
    </Frame>
  );
}
