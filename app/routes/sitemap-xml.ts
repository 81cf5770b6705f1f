import type { Route } from './+types/sitemap-xml';
import { publicPageCache } from '~/utils/http-cache';
import { publicPaths } from '~/utils/public-paths';
import { escapeXml } from '~/utils/xml';

export function loader({ context }: Route.LoaderArgs) {
  const urls = publicPaths()
    .map((path) => `  <url><loc>${escapeXml(context.env.SITE_URL + path)}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      ...publicPageCache(86_400, { query: [] }),
    },
  });
}
