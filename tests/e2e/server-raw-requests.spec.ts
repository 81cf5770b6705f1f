/**
 * Requests an attacker would write by hand: each malformed or ambiguous one gets exactly one 4xx
 * answer, and a request hidden behind it (a signed-in sign-out) never runs.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { signIn, signUp } from './auth-helpers';
import { expect, test } from './fixtures';
import { exchange } from './raw-http';

let port: number;
let origin: string;

/** A new member, signed in: their Cookie header value. */
async function memberCookie(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signIn(page, await signUp(page));
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The hidden request: it signs the member out if it ever runs. */
const hiddenSignOut = (cookie: string) =>
  `POST /sign-out HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: ${origin}\r\n` +
  'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\n\r\n';

/** True while the cookie's session is valid: /profile answers 200 instead of sending to /auth. */
async function signedIn(request: APIRequestContext, cookie: string) {
  const response = await request.get('/profile', { headers: { Cookie: cookie }, maxRedirects: 0 });
  return response.status() === 200;
}

test.beforeAll(({ baseURL }) => {
  origin = baseURL!;
  port = Number(new URL(baseURL!).port);
});

const smuggling: Record<string, (hidden: string) => string> = {
  'a space before the colon of Content-Length': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nContent-Length : ${hidden.length}\r\n\r\n${hidden}`,
  'a space before the colon of Transfer-Encoding': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n${hidden}`,
  'a tab before the colon': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nContent-Length\t: ${hidden.length}\r\n\r\n${hidden}`,
  'bare LF line ends': (hidden) =>
    `GET /peptides HTTP/1.1\nHost: x\nContent-Length: ${hidden.length}\n\n${hidden}`,
  'bare CR line ends': (hidden) =>
    `GET /peptides HTTP/1.1\rHost: x\rContent-Length: ${hidden.length}\r\r${hidden}`,
  'an obs-fold line': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nX-Note: a\r\n b\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
  'a duplicate Content-Length': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
  'a NUL in a header value': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nX-Note: a\u0000b\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
  'a space inside a header name': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\nContent Length: ${hidden.length}\r\n\r\n${hidden}`,
  'a trailing space after the version': (hidden) =>
    `GET /peptides HTTP/1.1 \r\nHost: x\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
  'Content-Length with Transfer-Encoding': (hidden) =>
    `POST /auth HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${hidden}`,
  'a Transfer-Encoding that does not end in chunked': (hidden) =>
    `POST /auth HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${hidden}`,
  'a signed Content-Length': (hidden) =>
    `POST /auth HTTP/1.1\r\nHost: x\r\nContent-Length: +0\r\n\r\n${hidden}`,
  'no Host header': (hidden) => `GET /peptides HTTP/1.1\r\n\r\n${hidden}`,
  'a valid request pipelined before a malformed one': (hidden) =>
    `GET /peptides HTTP/1.1\r\nHost: x\r\n\r\n` +
    `GET /peptides HTTP/1.1\r\nHost: x\r\nContent-Length : ${hidden.length}\r\n\r\n${hidden}`,
};

test.describe('malformed and ambiguous requests', () => {
  // One member per worker: every hidden request below would sign them out.
  let cookie: string;
  test.beforeAll(async ({ browser }) => {
    cookie = await memberCookie(browser);
  });

  for (const [name, build] of Object.entries(smuggling)) {
    test(`${name}: one 4xx answer, the hidden request never runs`, async ({ request }) => {
      const result = await exchange(port, build(hiddenSignOut(cookie)));
      // Behind a valid request whose answer is under way, Node closes the connection instead
      // (or, when it meets the malformed one before answering, answers 400 for both).
      const pipelined = name.startsWith('a valid request pipelined');
      if (pipelined) expect([[200], [400]]).toContainEqual(result.statuses);
      else expect(result.statuses).toEqual([400]);
      expect(result.closed).toBe(true);
      expect(result.text).not.toMatch(/^location:/im);
      expect(await signedIn(request, cookie)).toBe(true);
    });
  }

  test('the hidden request alone does sign the member out (the cases above prove something)', async ({
    browser,
    request,
  }) => {
    const own = await memberCookie(browser);
    expect(await signedIn(request, own)).toBe(true);
    const result = await exchange(port, hiddenSignOut(own));
    expect(result.statuses).toEqual([302]);
    expect(await signedIn(request, own)).toBe(false);
  });

  test('a session cookie behind a space in its header name is never served a cached page', async () => {
    const result = await exchange(
      port,
      'GET /peptides HTTP/1.1\r\nHost: x\r\nCookie : better-auth.session_token=x\r\n\r\n',
    );
    expect(result.statuses).toEqual([400]);
  });

  test('a request head over 16 KB gets 431', async () => {
    const result = await exchange(
      port,
      `GET /peptides HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(result.statuses).toEqual([431]);
  });

  test('pipelined valid requests are answered in order on one connection', async () => {
    const result = await exchange(
      port,
      'GET /peptides HTTP/1.1\r\nHost: x\r\n\r\nHEAD /guides HTTP/1.1\r\nHost: x\r\n\r\n' +
        'GET /no-such-page HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(result.statuses).toEqual([200, 200, 404]);
  });

  test('a request target naming another host is refused', async () => {
    for (const target of ['http://evil.example/profile', '//evil.example/profile']) {
      const result = await exchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(result.statuses, target).toEqual([400]);
    }
  });
});

test.describe('slow clients', () => {
  test.describe.configure({ timeout: 40_000 });

  test('a connection that has not sent its request head within 15 s is closed', async () => {
    const head = 'GET /peptides HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(30);
    // One byte a second: each byte would have reset an idle timer.
    const result = await exchange(port, [...head], {
      gapMs: 1_000,
      maxMs: 25_000,
      quietMs: 25_000,
    });
    expect(result.closed).toBe(true);
    expect(result.elapsedMs).toBeGreaterThan(14_000);
    expect(result.elapsedMs).toBeLessThan(17_500);
    expect(result.statuses.every((status) => status === 408)).toBe(true);
  });
});
