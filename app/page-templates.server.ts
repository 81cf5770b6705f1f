/**
 * The app's half of the host's page cache (server/page-cache.ts, decision 0011), handed to the
 * host through the server build (host-hooks.server.ts).
 *
 * A page is rendered once for all members of one shape: the host sets `context.pageFor`, every
 * loader then sees a stand-in member whose texts are tokens (features/auth/viewer-stand-in) and
 * every inline script gets a token nonce. cut() splits the HTML at the tokens into a template;
 * fill() joins its parts with one member's texts, each escaped as React (HTML) or React Router
 * (the hydration script) would have escaped it, and with the request's nonce. A page about the
 * member's own data (`members: 'own'`) is rendered for the real member: only the nonce is a slot.
 */
import type { SessionUser } from '~/features/auth/session.server';
import {
  slotToken,
  slotTokenPattern,
  viewerFields,
  type ViewerField,
} from '~/features/auth/viewer-stand-in.server';
import { jsonForInlineScript } from '~/utils/inline-script-json';
import { Parser } from 'htmlparser2';

/** An inline script's text, as offsets into the page. */
export interface ScriptRange {
  start: number;
  end: number;
  hydration: boolean;
}
const hydrationStart = 'window.__reactRouterContext';

export type SlotName = ViewerField | 'nonce';
export const slotNames: ReadonlySet<string> = new Set([...viewerFields, 'nonce']);

export interface PageTemplate {
  /** The HTML between the slots, UTF-8 once for all: parts.length === slots.length + 1. */
  parts: Buffer[];
  /** Each slot's name, and whether it sits in React Router's hydration script. */
  slots: { name: SlotName; inScript: boolean }[];
  size: number;
}

/** The nonce a page for the cache is rendered with; fill() puts the request's own in its place. */
export const templateNonce = slotToken('nonce');
/** Where the inline scripts' texts are, and which one is React Router's hydration data. */
export function scriptRanges(html: string): ScriptRange[] {
  const ranges: ScriptRange[] = [];
  // An HTML tokenizer, not a pattern: a comment or an attribute holding '>' is read as the
  // browser reads it, whatever React Router writes around its scripts.
  let script: ScriptRange | null = null;
  let inScript = false;
  const tokens = new Parser(
    {
      onopentag: (name) => {
        inScript = name === 'script';
        script = null;
      },
      onclosetag: () => (inScript = false),
      // A script's text may come as several tokens: they make one range.
      ontext: (text) => {
        if (!inScript) return;
        const [start, end] = [tokens.startIndex, tokens.endIndex + 1];
        if (script) script.end = end;
        else {
          script = { start, end, hydration: text.startsWith(hydrationStart) };
          ranges.push(script);
        }
      },
    },
    { decodeEntities: false },
  );
  tokens.end(html);
  return ranges;
}

/** Cuts a page rendered for `context.pageFor` into a template. */
export function cut(html: string): PageTemplate {
  const scripts = scriptRanges(html);
  const template: PageTemplate = { parts: [], slots: [], size: 0 };
  let last = 0;
  for (const match of html.matchAll(slotTokenPattern)) {
    const name = match[1]!;
    if (!slotNames.has(name)) throw new Error(`Unknown page template slot '${name}'`);
    const script = scripts.find((range) => match.index >= range.start && match.index < range.end);
    if (script && !script.hydration && name !== 'nonce') {
      throw new Error(`The member's ${name} is inside a script other than the hydration data`);
    }
    template.parts.push(Buffer.from(html.slice(last, match.index)));
    template.slots.push({ name: name as SlotName, inScript: script !== undefined });
    last = match.index + match[0].length;
  }
  template.parts.push(Buffer.from(html.slice(last)));
  template.size = template.parts.reduce((total, part) => total + part.length, 0);
  return template;
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
export function fill(template: PageTemplate, viewer: SessionUser, nonce: string): Buffer {
  const chunks: Buffer[] = [template.parts[0]!];
  template.slots.forEach((slot, i) => {
    let text = nonce;
    if (slot.name !== 'nonce') {
      const field = viewer[slot.name];
      if (!field) throw new Error(`The template expects the member's ${slot.name}`);
      text = slot.inScript ? escapeScriptString(field) : escapeHtmlText(field);
    }
    chunks.push(Buffer.from(text), template.parts[i + 1]!);
  });
  return Buffer.concat(chunks);
}
