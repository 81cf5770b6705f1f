import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '~/features/auth/session-user';
import { standInViewer, viewerShape } from '~/features/auth/viewer-stand-in.server';
import {
  cut,
  escapeHtmlText,
  escapeScriptString,
  fill,
  templateNonce,
} from './page-templates.server';

const member: SessionUser = {
  id: 'u-1',
  email: 'o.neil@example.test',
  username: 'oneil',
  displayName: `<b>"O'Neil" & Co</b>`,
  avatarUrl: null,
  isAdmin: false,
  name: `<b>"O'Neil" & Co</b>`,
  initials: 'BO',
  unread: '3',
  ownAwaiting: false,
};

const awkward = [
  `<script>alert("x")</script>`,
  `O'Neil & "Sons" > others`,
  'line\u2028separator\u2029paragraph',
  'back\\slash and \n newline and \t tab',
  'Zoë ✨ 𝒳 emoji 🧪',
  '</script><script>alert(1)</script>',
];

/** The page as the hydration script carries a string: the test's own reading of it. */
function readScriptString(escaped: string): string {
  return JSON.parse(`"${JSON.parse(`"${escaped}"`)}"`) as string;
}

describe('escaping a member text', () => {
  it.each(awkward)('for HTML exactly as React does, in text and attributes: %s', (value) => {
    expect(renderToStaticMarkup(<p title={value}>{value}</p>)).toBe(
      `<p title="${escapeHtmlText(value)}">${escapeHtmlText(value)}</p>`,
    );
  });

  it.each(awkward)('for the hydration script, reading back the same text: %s', (value) => {
    const escaped = escapeScriptString(value);
    expect(readScriptString(escaped)).toBe(value);
    // Nothing that could close the script or start markup survives unescaped.
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('stand-ins and shapes', () => {
  it('replaces every text with a token, keeps what is missing and the role', () => {
    const standIn = standInViewer({ ...member, avatarUrl: null });
    for (const field of ['id', 'email', 'username', 'displayName', 'name', 'initials'] as const) {
      expect(standIn[field]).toMatch(/^vt[0-9a-f]{20}_[A-Za-z]+_$/);
    }
    expect(standIn.avatarUrl).toBeNull();
    expect(standIn.isAdmin).toBe(false);
  });

  it('tells apart members whose pages differ in markup, not in text', () => {
    const other = { ...member, id: 'u-2', email: 'z@example.test', name: 'Zoë', initials: 'ZO' };
    expect(viewerShape(other)).toBe(viewerShape(member));
    expect(viewerShape({ ...member, displayName: null })).not.toBe(viewerShape(member));
    expect(viewerShape({ ...member, avatarUrl: 'https://example.test/a.png' })).not.toBe(
      viewerShape(member),
    );
    expect(viewerShape({ ...member, isAdmin: true })).not.toBe(viewerShape(member));
    // A member with posts awaiting approval sees them: their pages are theirs alone.
    expect(viewerShape({ ...member, ownAwaiting: true })).toBeNull();
  });
});

describe('templates', () => {
  const standIn = standInViewer(member);
  // As React Router writes its hydration script (StreamTransfer): the turbo-stream line,
  // JSON-encoded, with what could end the script escaped.
  const hydration = (text: string, nonce: string) =>
    `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
      JSON.stringify({ user: { name: text } }),
    ).replace(
      /[&<>\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )});</script>`;
  const page = (name: string, nonce: string) =>
    `<html><head><script nonce="${nonce}">console.log(1)</script></head><body>` +
    `<button aria-label="Account menu for ${escapeHtmlText(name)}"><span>${escapeHtmlText(name)}</span></button>` +
    `${hydration(name, nonce)}</body></html>`;

  it('fills the same page for any member of the shape, with the request nonce', () => {
    const template = cut(page(standIn.name, templateNonce));
    for (const name of awkward) {
      expect(fill(template, { ...member, name }, 'n0nce').toString()).toBe(page(name, 'n0nce'));
    }
  });

  it('keeps no member text in the template itself', () => {
    const template = cut(page(standIn.name, templateNonce));
    expect(Buffer.concat(template.parts).toString()).not.toContain(member.email);
    expect(template.slots.map((slot) => `${slot.name}:${slot.inScript}`)).toEqual([
      'nonce:false',
      'name:false',
      'name:false',
      'nonce:false',
      'name:true',
    ]);
  });

  it('refuses a member text inside a script other than the hydration data', () => {
    const html = `<script>var name = "${standIn.email}";</script>`;
    expect(() => cut(html)).toThrow(/email is inside a script/);
  });

  it('reads scripts as a browser does: a comment or a quoted > is no script', () => {
    const html =
      `<!-- <script> --><p>${standIn.name}</p>` +
      `<script data-note="a>b">console.log(1)</script><p>${standIn.email}</p>`;
    expect(cut(html).slots.map((slot) => `${slot.name}:${slot.inScript}`)).toEqual([
      'name:false',
      'email:false',
    ]);
  });

  it('refuses to fill a slot the member has no text for', () => {
    const template = cut(`<p>${standIn.displayName}</p>`);
    expect(() => fill(template, { ...member, displayName: null }, 'n')).toThrow(/displayName/);
  });
});
