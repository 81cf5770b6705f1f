/** The editor screens are for admins only, checked on the server. */
import { describe, expect, it } from 'vitest';
import * as prices from '../../app/routes/admin-prices';
import * as labResults from '../../app/routes/admin-lab-results';
import * as vendorScreen from '../../app/routes/admin-vendors';
import * as changeLog from '../../app/routes/admin-editorial-log';
import { pageGet, run } from './auth-test-utils';
import {
  bpcPrice,
  context,
  editors,
  logEntries,
  observations,
  post,
  seeded,
  withEditorDatabase,
} from './editorial-test-utils';

withEditorDatabase();

describe('who may use the editor screens', () => {
  const screens: {
    route: { loader: (args: never) => unknown; action: unknown };
    path: string;
    fields: Record<string, string>;
  }[] = [
    { route: prices, path: '/admin/prices', fields: bpcPrice },
    { route: labResults, path: '/admin/lab-results', fields: { vendor: 'felixchem' } },
    { route: vendorScreen, path: '/admin/vendors', fields: { slug: 'felixchem', name: 'X' } },
  ];

  it('sends a visitor to sign in and a member away, from every screen and every post', async () => {
    for (const { route, path } of [
      ...screens,
      { route: changeLog, path: '/admin/editorial-log', fields: {} },
    ]) {
      expect((await run(route.loader, pageGet(path), context())).location).toMatch(/^\/auth/);
      expect(
        (await run(route.loader, pageGet(path, editors.member.cookie), context())).location,
      ).toBe('/community');
    }
    for (const { route, path, fields } of screens) {
      expect((await post(route, path, fields, '')).location).toMatch(/^\/auth/);
      expect((await post(route, path, fields, editors.member.cookie)).location).toBe('/community');
    }
    expect(await observations()).toBe(seeded);
    expect(await logEntries()).toBe(0);
  });
});
