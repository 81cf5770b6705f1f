import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cut } from '../app/page-templates.server';
import { hasSessionCookie } from './exchange';
import { memberPage, memberPolicy, nonceToHashes, visitorPage } from './cached-page';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('nonceToHashes', () => {
  it('drops the nonce and lists one hash per distinct inline script, skipping external ones', () => {
    const html =
      '<link rel="modulepreload" href="/a.js" nonce="N1"/><script nonce="N1">one()</script>' +
      '<script nonce="N1" type="module">two()</script><script nonce="N1" src="/b.js"></script>' +
      '<script nonce="N1">one()</script>';
    const { html: out, hashes } = nonceToHashes(html, 'N1');
    expect(out).not.toContain('nonce=');
    expect(hashes).toEqual([sha('one()'), sha('two()')]);
  });
});

describe('hasSessionCookie', () => {
  it('recognises better-auth session cookies only', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('__Secure-better-auth.session_token=abc')).toBe(true);
  });
});

const headers = (extra: Record<string, string> = {}) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
  ...extra,
});
const response = (body: string, extra?: Record<string, string>, status = 200) =>
  new Response(`<html><body>${body}</body></html>`, { status, headers: headers(extra) });
const options = { https: false, baseHeaders: {} };
const versions = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('a visitor page', () => {
  it('is kept with the query parameters its route reads, without the cache headers', async () => {
    const kept = await visitorPage(
      response('x', { 'X-Page-Cache-Query': 'sort, q', 'X-Page-Cache-Members': 'shared 60' }),
      'n',
      undefined,
      options,
    );
    expect(kept?.query).toEqual(new Set(['sort', 'q']));
    if (kept?.kind !== 'prepared') throw new Error('expected a prepared page');
    const sent = kept.response.headers.identity!.map((item) => item.toLowerCase());
    expect(sent.filter((item) => item.startsWith('x-page-cache'))).toEqual([]);
    expect(kept.response.variants.br).toBeDefined();
  });

  it('is never kept when private, failed or setting a cookie', async () => {
    const notFound = response('x', {}, 404);
    expect(await visitorPage(notFound, 'n', undefined, options)).toBeUndefined();
    const cookie = response('x', { 'Set-Cookie': 'a=b' });
    expect(await visitorPage(cookie, 'n', undefined, options)).toBeUndefined();
    const plain = new Response('x', { headers: { 'Content-Type': 'text/html' } });
    expect(await visitorPage(plain, 'n', undefined, options)).toBeUndefined();
  });

  it('keeps a public redirect with its status and Location', async () => {
    const redirect = new Response(null, {
      status: 302,
      headers: {
        Location: '/auth?redirectTo=%2Fmembers',
        'Cache-Control': headers()['Cache-Control'],
      },
    });
    const kept = await visitorPage(redirect, 'n', undefined, options);
    if (kept?.kind !== 'prepared') throw new Error('expected a prepared page');
    expect(kept.response.status).toBe(302);
    expect(kept.response.headers.identity).toContain('/auth?redirectTo=%2Fmembers');
  });

  it('keeps an Atom feed and its compressed copies, like a page', async () => {
    const feed = new Response('<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title></feed>', {
      headers: headers({ 'Content-Type': 'application/atom+xml; charset=utf-8' }),
    });
    const kept = await visitorPage(feed, 'n', undefined, options);
    if (kept?.kind !== 'prepared') throw new Error('expected the feed to be kept');
    expect(kept.response.variants.br).toBeDefined();
    expect(kept.response.variants.gzip).toBeDefined();
  });

  it('keeps the content versions it was rendered at, and is not kept when they are unknown', async () => {
    const depends = { 'X-Page-Cache-Depends': 'reviews' };
    const kept = await visitorPage(response('r', depends), 'n', versions({ reviews: 4 }), options);
    expect(kept?.depends).toEqual(new Map([['reviews', 4]]));
    expect(await visitorPage(response('r', depends), 'n', undefined, options)).toBeUndefined();
  });
});

describe('a member page', () => {
  const html = (extra: Record<string, string>, status = 200) =>
    new Response('<p>page</p>', {
      status,
      headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store', ...extra },
    });

  it('reads how members may share it', () => {
    const policy = (value: string) => memberPolicy(new Headers({ 'X-Page-Cache-Members': value }));
    expect(policy('shared 10')).toEqual({ policy: 'shared', seconds: 10 });
    expect(policy('own 60')).toEqual({ policy: 'own', seconds: 60 });
    for (const value of ['shared', 'own 0', 'anyone 10', '']) expect(policy(value)).toBeUndefined();
  });

  it('is kept as a template only when its route lets members share it the same way', () => {
    const template = cut('<p>page</p>');
    const shared = memberPage(
      html({ 'X-Page-Cache-Members': 'shared 10' }),
      template,
      undefined,
      'shared',
    );
    expect(shared?.kind).toBe('template');
    expect(shared!.expiresAt - Date.now()).toBeGreaterThan(9_000);
    if (shared?.kind === 'template') {
      expect(shared.headers.map(([name]) => name)).not.toContain('x-page-cache-members');
    }
    const members = { 'X-Page-Cache-Members': 'own 10' };
    expect(memberPage(html(members), template, undefined, 'shared')).toBeUndefined();
    expect(memberPage(html({}), template, undefined, 'shared')).toBeUndefined();
    const failed = html({ 'X-Page-Cache-Members': 'shared 10' }, 500);
    expect(memberPage(failed, template, undefined, 'shared')).toBeUndefined();
  });
});
