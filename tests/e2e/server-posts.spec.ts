/**
 * What the host checks before a post reaches a route: its size (refused before it is read, so
 * memory stays flat), its type and form, and that it comes from our own site. A refused post
 * changes nothing.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { signIn, signUp, type E2EUser } from './auth-helpers';
import { expect, test } from './fixtures';
import { exchange, largestGrowthMb, serverRssMb } from './raw-http';

const formType = 'application/x-www-form-urlencoded';
let port: number;

test.beforeAll(({ baseURL }) => {
  port = Number(new URL(baseURL!).port);
});

/** A new member, signed in: who they are and their Cookie header value. */
async function member(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUp(page);
  await signIn(page, user);
  const cookie = (await context.cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
  await context.close();
  return { user, cookie };
}

/** The display name /profile shows the member in its form. */
async function displayName(request: APIRequestContext, cookie: string) {
  const html = await (await request.get('/profile', { headers: { Cookie: cookie } })).text();
  return (
    /name="displayName"[^>]*value="([^"]*)"/.exec(html)?.[1] ??
    /value="([^"]*)"[^>]*name="displayName"/.exec(html)?.[1]
  );
}

const renameForm = (user: E2EUser, name: string) =>
  `intent=update-profile&username=${user.username}&displayName=${encodeURIComponent(name)}`;

test.describe('body limits', () => {
  test.describe.configure({ timeout: 60_000 });

  // Memory is measured against the size of the body: other specs share the server meanwhile, so
  // "flat" means far less than the body would have taken had it been read.
  test('a 200 MB post is refused with 413 before it is read; memory stays flat', async () => {
    const before = serverRssMb(port);
    const body = Buffer.alloc(200 * 1024 * 1024, 'a');
    const result = await exchange(port, [
      `POST /auth HTTP/1.1\r\nHost: x\r\nContent-Type: ${formType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    ]);
    expect(result.statuses).toEqual([413]);
    expect(result.text).toContain('at most 64 KB');
    expect(largestGrowthMb(before, serverRssMb(port))).toBeLessThan(80);
  });

  test('a 100 MB chunked post is cut off with 413 at the limit; memory stays flat', async () => {
    const before = serverRssMb(port);
    const chunk = `${(1024 * 1024).toString(16)}\r\n${'a'.repeat(1024 * 1024)}\r\n`;
    const result = await exchange(port, [
      `POST /auth HTTP/1.1\r\nHost: x\r\nContent-Type: ${formType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      ...Array.from({ length: 100 }, () => chunk),
      '0\r\n\r\n',
    ]);
    expect(result.statuses).toEqual([413]);
    expect(largestGrowthMb(before, serverRssMb(port))).toBeLessThan(50);
  });

  test('Expect: 100-continue with a body over the limit is refused before the body is sent', async () => {
    const result = await exchange(
      port,
      `POST /auth HTTP/1.1\r\nHost: x\r\nContent-Type: ${formType}\r\nContent-Length: 99999999\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(result.statuses).toEqual([413]);
  });

  test('malformed bodies get 400 and other types 415, never 500', async ({ request }) => {
    const post = (type: string, data: string | Buffer) =>
      request.post('/auth', { headers: { 'Content-Type': type }, data, maxRedirects: 0 });
    const truncated = '--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsign-in';
    expect((await post('multipart/form-data; boundary=XX', truncated)).status()).toBe(400);
    expect((await post('multipart/form-data', 'intent=sign-in')).status()).toBe(400);
    const invalidUtf8 = Buffer.from([0x69, 0x3d, 0xff, 0xfe]);
    const response = await post(formType, invalidUtf8);
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('not valid UTF-8');
    expect((await post('application/json', '{"intent":"sign-in"}')).status()).toBe(415);
    expect((await post('text/plain', 'intent=sign-in')).status()).toBe(415);
  });
});

test.describe('posts from other sites', () => {
  test('a post whose target names another host is refused and changes nothing', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { user, cookie } = await member(browser, baseURL!);
    const form = renameForm(user, 'Renamed by evil');
    for (const target of ['//evil.example/profile', 'http://evil.example/profile']) {
      const result = await exchange(
        port,
        `POST ${target} HTTP/1.1\r\nHost: evil.example\r\nCookie: ${cookie}\r\n` +
          `Origin: http://evil.example\r\nContent-Type: ${formType}\r\n` +
          `Content-Length: ${form.length}\r\n\r\n${form}`,
      );
      expect(result.statuses, target).toEqual([400]);
    }
    expect(await displayName(request, cookie)).toBe(user.displayName);
  });

  test('Origin: null, a foreign Origin and a cross-site fetch get 403 and change nothing', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { user, cookie } = await member(browser, baseURL!);
    const attempts: Record<string, string>[] = [
      { Origin: 'null' },
      { Origin: 'http://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await request.post('/profile', {
        headers: { Cookie: cookie, 'Content-Type': formType, ...headers },
        data: renameForm(user, 'Renamed by evil'),
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain('Cross-origin form posts are not allowed.');
    }
    expect(await displayName(request, cookie)).toBe(user.displayName);

    // The same form from our own site does change the name (the refusals above mean something).
    const own = await request.post('/profile', {
      headers: { Cookie: cookie, 'Content-Type': formType, Origin: baseURL! },
      data: renameForm(user, 'Renamed by the member'),
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
    expect(await displayName(request, cookie)).toBe('Renamed by the member');
  });
});
