import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.server';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js"/><link rel="stylesheet" href="/a.css"/>',
  '<link rel="modulepreload" href="/assets/root-Y.js"/></head>',
  '<body><p>Text about <link rel="modulepreload" href="/x.js"/> tags</p>',
  '<script type="module">import("/assets/entry.client-X.js");</script></body></html>',
].join('');

/** The page through the transform, cut into chunks of `size` bytes as React writes them. */
async function through(html: string, size: number) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < html.length; i += size) chunks.push(Buffer.from(html.slice(i, i + size)));
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe('withoutModulePreloads', () => {
  it('drops the head’s module preloads and keeps everything else, however the page is cut', async () => {
    for (const size of [1, 7, 64, 2048]) {
      const out = await through(page, size);
      expect(out).not.toContain('href="/assets/entry.client-X.js"/>');
      expect(out).not.toContain('/assets/root-Y.js');
      expect(out).toContain('<link rel="stylesheet" href="/a.css"/></head>');
      // The body is never searched; the app still starts from the inline module.
      expect(out).toContain('<p>Text about <link rel="modulepreload" href="/x.js"/> tags</p>');
      expect(out).toContain('import("/assets/entry.client-X.js");');
    }
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through('<p>no head</p>', 3)).toBe('<p>no head</p>');
  });
});
