import { expect, test } from './fixtures';

test('security headers are present on pages, assets and cached pages', async ({ request }) => {
  for (const path of ['/', '/terms', '/no-such-page', '/robots.txt']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('server-rendered pages carry a fresh nonce per request', async ({ request }) => {
  const first = (await request.get('/no-such-page')).headers()['content-security-policy'];
  const second = (await request.get('/no-such-page')).headers()['content-security-policy'];
  expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(first).not.toBe(second);
});

test('hashed assets are cached for a year and served compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

test('/healthz answers 200 when the database is up', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('ok');
});

test('robots.txt and sitemap.xml list the public site', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/peptides',
    '/vendors',
    '/peptide/bpc-157',
    '/stack/glow-peptide-stack',
    '/vendors/peptide-sciences',
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
});

test('not-found detail pages are never marked cacheable', async ({ request }) => {
  const response = await request.get('/peptide/no-such-peptide');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
});
