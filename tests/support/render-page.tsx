/**
 * Server-renders a route component with its loader data (and action data) inside a static data
 * router, the way the page is rendered for a request, so a test can read the page's HTML.
 */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { ToastProvider } from '../../app/components/ui/toast';

export async function renderPage(
  Page: ComponentType<never>,
  loaderData: unknown,
  actionData?: unknown,
): Promise<string> {
  const Component = Page as unknown as ComponentType<Record<string, unknown>>;
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '*',
      loader: () => loaderData,
      Component: () => (
        <ToastProvider>
          <Component loaderData={loaderData} actionData={actionData} params={{}} matches={[]} />
        </ToastProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request('http://localhost:3000/page'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * Renders `element` at '/' inside a data router, as on the site (a page's fetchers need one, such
 * as the Follow prices button asking the member's state), without a loader: synchronously.
 */
export const renderInDataRouter = (element: ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
