/**
 * The list of the site's routes is the route table: a route added to app/routes.ts beside the
 * list, or a module in app/routes/ that no route names, fails here; and a page left out of a
 * site-wide check says why.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import routeTable from '../routes';
import { hasParams, samplePath, sitePages, siteRoutes } from '.';

const appDir = new URL('..', import.meta.url);
const inTable = routeTable.map((route) => ({
  path: route.index ? '/' : route.path === '*' ? '*' : `/${route.path}`,
  file: route.file,
}));
const inList = siteRoutes.map(({ pattern, file }) => ({ path: pattern, file }));

describe('the list of the site’s routes', () => {
  it('names every route of the route table, and the table every route of the list', () => {
    expect(inTable).toEqual(inList);
    expect(new Set(inList.map((route) => route.path)).size).toBe(inList.length);
  });

  it('names every route module in app/routes/, and only modules that exist', () => {
    const modules = readdirSync(new URL('routes/', appDir)).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
    );
    expect([...new Set(inList.map((route) => route.file))].sort()).toEqual(
      modules.map((name) => `routes/${name}`).sort(),
    );
  });

  it('gives a reason for every site-wide check a page is left out of', () => {
    const missing = (page: (typeof sitePages)[number]) =>
      !page.checks.weighed ||
      !page.checks.screenshot ||
      !page.checks.phoneWidth ||
      (page.audience === 'visitor' && !page.checks.noJs);
    for (const page of sitePages) {
      expect(Boolean(page.unchecked), page.pattern).toBe(missing(page));
    }
  });

  it('gives a sample path to every checked page whose pattern has params', () => {
    const checked = sitePages.filter(
      (page) => Object.keys(page.checks).length > 0 || page.sitemap === true,
    );
    for (const page of checked.filter((item) => hasParams(item.pattern))) {
      expect(page.sample, page.pattern).toBeDefined();
      expect(hasParams(samplePath(page)), page.pattern).toBe(false);
    }
  });

  it('has the reference images of every photographed page, under distinct names', () => {
    const names = sitePages.flatMap((page) => page.checks.screenshot ?? []);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      for (const width of [360, 1280]) {
        const image = new URL(`../tests/e2e/screenshots/${name}-${width}.png`, appDir);
        expect(existsSync(image), `${name}-${width}.png`).toBe(true);
      }
    }
  });

  it('keeps pages members or admins open out of the sitemap and the no-JavaScript pass', () => {
    for (const page of sitePages.filter((item) => item.audience !== 'visitor')) {
      expect(page.sitemap, page.pattern).not.toBe(true);
      expect(page.checks.noJs, page.pattern).toBeUndefined();
    }
  });
});
