import type { Route } from './+types/robots-txt';
import { publicPageCache } from '~/utils/http-cache';

const privatePaths = [
  '/auth',
  '/admin',
  '/profile',
  '/community/discussions',
  '/community/discussion/',
  '/community/new-discussion',
];

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${context.env.SITE_URL}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...publicPageCache(86_400, { query: [] }),
    },
  });
}
