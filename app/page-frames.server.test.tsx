import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '~/features/auth/session-user';
import { slotToken, standInViewer } from '~/features/auth/viewer-stand-in.server';
import { framePartToken, type FrameParts } from '~/utils/page-frame.server';
import { cutFrame, fillFrame, fillFrameTemplate } from './page-frames.server';
import { cut, fill, templateNonce } from './page-templates.server';

const awkward = [
  `<script>alert("x")</script>`,
  `O'Neil & "Sons" > others`,
  'line\u2028separator\u2029paragraph',
  'back\\slash and \n newline and \t tab',
  'Zoë ✨ 𝒳 emoji 🧪',
  '</script><script>alert(1)</script>',
];

// As React Router writes its hydration script: the turbo-stream line, JSON-encoded, with what
// could end the script escaped.
const hydration = (data: unknown, nonce: string) =>
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
    JSON.stringify(data),
  ).replace(
    /[&<>\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )});</script>`;

/** A search page as React renders it for `parts`, with the member's name in the header. */
function page({ text, html }: FrameParts, nonce: string, name = 'Ada') {
  const body = renderToStaticMarkup(
    <body>
      <button aria-label={`Account menu for ${name}`}>{name}</button>
      <title>{`Search: ${text}`}</title>
      <input name="q" defaultValue={text} />
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </body>,
  );
  return `<html><script nonce="${nonce}">start()</script>${body}${hydration({ text, html, name }, nonce)}</html>`;
}
const tokens: FrameParts = { text: framePartToken('text'), html: framePartToken('html') };
const results = (text: string) => `<p>No results for “${text.replace(/[<&]/g, '')}”.</p>`;

describe('page frames', () => {
  it("fill a visitor's page exactly as React renders it, with the request's nonce", () => {
    const frame = cutFrame(page(tokens, templateNonce));
    for (const text of awkward) {
      const parts = { text, html: results(text) };
      expect(fillFrame(frame, parts, 'n0nce')).toBe(page(parts, 'n0nce'));
    }
  });

  it("leave a member's tokens and the nonce token for the member template", () => {
    const member = { name: 'Zoë "Z" <z>' } as SessionUser;
    const standIn = standInViewer({ ...member, id: 'u', isAdmin: false } as SessionUser);
    const frame = cutFrame(page(tokens, templateNonce, standIn.name!));
    const parts = { text: awkward[0]!, html: results('x') };
    const template = cut(fillFrame(frame, parts));
    expect(fill(template, member, 'n1').toString()).toBe(page(parts, 'n1', member.name!));
  });

  it("make a member's template straight from the frame, as cutting the filled page does", () => {
    const member = { name: 'Zoë "Z" <z>' } as SessionUser;
    const standIn = standInViewer({ ...member, id: 'u', isAdmin: false } as SessionUser);
    const frame = cutFrame(page(tokens, templateNonce, standIn.name!));
    for (const text of awkward) {
      const parts = { text, html: results(text) };
      const template = fillFrameTemplate(frame, parts);
      expect(template).toEqual(cut(fillFrame(frame, parts)));
      expect(fill(template!, member, 'n2').toString()).toBe(page(parts, 'n2', member.name!));
    }
  });

  it('leave a part holding a member token to the search of the whole page', () => {
    const frame = cutFrame(page(tokens, templateNonce));
    const parts = { text: 'x', html: `<p>${slotToken('name')}</p>` };
    expect(fillFrameTemplate(frame, parts)).toBeNull();
  });

  it('refuse a part inside a script other than the hydration data', () => {
    const html = `<script>var q = "${tokens.text}";</script>`;
    expect(() => cutFrame(html)).toThrow(/page part 'text' is inside a script/);
  });
});
