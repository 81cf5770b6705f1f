/**
 * Member pages rendered once and filled in per member. A member page differs between members
 * only in who is signed in: the header's account button and the root loader's `user` in the
 * hydration data. So the page is rendered with a stand-in member whose every text is a token,
 * and with a token for the CSP nonce; the HTML is cut at the tokens into a template; each
 * request then joins the parts with the real member's texts, each escaped as React (HTML) or
 * React Router (the hydration script) would have escaped it.
 *
 * This holds because components show the member's texts verbatim (session-user.ts): a value
 * worked out from a token would be wrong for every member, and the template tests catch it.
 * What does change the markup (a missing display name or avatar, the admin role) is part of the
 * stand-in's shape, and templates are only shared between members of the same shape.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '~/features/auth/session-user';
import { jsonForInlineScript } from './inline-script-json';

const viewerFields = [
  'id',
  'email',
  'username',
  'displayName',
  'avatarUrl',
  'name',
  'initials',
] as const;
type ViewerField = (typeof viewerFields)[number];
type SlotName = ViewerField | 'nonce';

// Random per process: no text a member types can contain one. Lower-case letters, digits and
// underscores pass through HTML escaping and both JSON encodings unchanged.
const tokenPrefix = `vt${randomBytes(10).toString('hex')}_`;
const token = (slot: SlotName) => `${tokenPrefix}${slot}_`;
const tokenPattern = new RegExp(`${tokenPrefix}([A-Za-z]+)_`, 'g');
const slotNames = new Set<string>([...viewerFields, 'nonce']);

/** The nonce to render a template with; fillTemplate() puts the request's own in its place. */
export const templateNonce = token('nonce');

/** What changes the markup around the member's texts: missing or empty fields, the role. */
export function viewerShape(viewer: SessionUser): string {
  const fields = viewerFields.map((field) => {
    const value = viewer[field];
    return value === null ? '-' : value === '' ? '0' : '1';
  });
  return `${fields.join('')}${viewer.isAdmin ? 'a' : 'm'}`;
}

/** The stand-in: same shape as the member, every text a token. */
export function standInViewer(viewer: SessionUser): SessionUser {
  const standIn = { ...viewer };
  for (const field of viewerFields) {
    if (viewer[field]) (standIn as Record<ViewerField, string | null>)[field] = token(field);
  }
  return standIn;
}

interface Slot {
  name: SlotName;
  /** Inside React Router's hydration script rather than HTML text or an attribute. */
  inScript: boolean;
}

export interface ViewerTemplate {
  /** The HTML between the slots, UTF-8 once for all: parts.length === slots.length + 1. */
  parts: Buffer[];
  slots: Slot[];
  /** Roughly what the template keeps in memory. */
  size: number;
}

const scriptElement = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const hydrationScript = 'window.__reactRouterContext';

/** Cuts a page rendered with standInViewer() and templateNonce into a template. */
export function buildTemplate(html: string): ViewerTemplate {
  const scripts: { start: number; end: number; hydration: boolean }[] = [];
  for (const match of html.matchAll(scriptElement)) {
    const start = match.index + match[0].length - match[1]!.length - '</script>'.length;
    const end = start + match[1]!.length;
    scripts.push({ start, end, hydration: match[1]!.startsWith(hydrationScript) });
  }
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(tokenPattern)) {
    const name = match[1]!;
    if (!slotNames.has(name)) throw new Error(`Unknown viewer template slot '${name}'`);
    const script = scripts.find((range) => match.index >= range.start && match.index < range.end);
    if (script && !script.hydration && name !== 'nonce') {
      throw new Error(`The member's ${name} is inside a script other than the hydration data`);
    }
    parts.push(Buffer.from(html.slice(last, match.index)));
    slots.push({ name: name as SlotName, inScript: script !== undefined });
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(last)));
  return { parts, slots, size: parts.reduce((total, part) => total + part.length, 0) };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** As React escapes text and attribute values. */
export const escapeHtmlText = (value: string) =>
  value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/**
 * As a string inside React Router's hydration script: turbo-stream writes it as a JSON string,
 * and that line goes into the script as JSON again. Every step escapes character by character,
 * so a token's replacement can be escaped alone.
 */
export const escapeScriptString = (value: string) =>
  jsonForInlineScript(JSON.stringify(value).slice(1, -1)).slice(1, -1);

/** The page for this member, with this request's nonce. */
export function fillTemplate(template: ViewerTemplate, viewer: SessionUser, nonce: string): Buffer {
  const encoded = new Map<string, Buffer>();
  const chunks: Buffer[] = [template.parts[0]!];
  template.slots.forEach((slot, i) => {
    const key = `${slot.name}:${slot.inScript}`;
    let value = encoded.get(key);
    if (value === undefined) {
      let text: string;
      if (slot.name === 'nonce') {
        text = nonce;
      } else {
        const field = viewer[slot.name];
        if (!field) throw new Error(`The template expects the member's ${slot.name}`);
        text = slot.inScript ? escapeScriptString(field) : escapeHtmlText(field);
      }
      value = Buffer.from(text);
      encoded.set(key, value);
    }
    chunks.push(value, template.parts[i + 1]!);
  });
  return Buffer.concat(chunks);
}
