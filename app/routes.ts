import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { siteRoutes } from './site-pages';

/**
 * The route table. Every URL of the site is listed once, with what it is and which checks open
 * it, in app/site-pages/ (visitor pages, member and admin pages, other routes); a page is added
 * there. Peptide detail answers at three patterns, one module with a route id for each.
 */
export default siteRoutes.map(({ pattern, file, id }) => {
  if (pattern === '/') return index(file);
  const path = pattern === '*' ? '*' : pattern.slice(1);
  return id ? route(path, file, { id }) : route(path, file);
}) satisfies RouteConfig;
