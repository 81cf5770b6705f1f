/**
 * Page frames (decision 0024): a page whose only per-request part is a few texts, such as a search
 * results page, rendered once with part tokens (app/utils/page-frame.server.ts) and then filled
 * in for each request, so that a query nobody asked before costs its database work and a small
 * piece of markup, not a React render of the whole page.
 *
 * A frame is cut at its part tokens and its nonce token. Filled in, it is exactly the page React
 * would have rendered for the request: the texts escaped as React (HTML) or React Router (the
 * hydration script) escapes them. For a member the nonce token and the member's own tokens stay,
 * and the page is cut into a member template next (page-templates.server.ts), as a render is.
 */
import { framePartPattern, type FrameParts, type FramePartName } from '~/utils/page-frame.server';
import {
  escapeHtmlText,
  escapeScriptString,
  scriptRanges,
  templateNonce,
} from './page-templates.server';

type FrameSlot = { name: FramePartName | 'nonce'; inScript: boolean };

export interface PageFrame {
  /** The page between the slots: parts.length === slots.length + 1. */
  parts: string[];
  slots: FrameSlot[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slotPattern = new RegExp(`${framePartPattern.source}|(${escapeRegExp(templateNonce)})`, 'g');

/** Cuts a page rendered for the frame (`context.frame`) at its part and nonce tokens. */
export function cutFrame(html: string): PageFrame {
  const scripts = scriptRanges(html);
  const frame: PageFrame = { parts: [], slots: [] };
  let last = 0;
  for (const match of html.matchAll(slotPattern)) {
    const script = scripts.find((range) => match.index >= range.start && match.index < range.end);
    const name = (match[1] as FramePartName | undefined) ?? 'nonce';
    if (script && !script.hydration && name !== 'nonce') {
      throw new Error(`The page part '${name}' is inside a script other than the hydration data`);
    }
    frame.parts.push(html.slice(last, match.index));
    frame.slots.push({ name, inScript: script !== undefined });
    last = match.index + match[0].length;
  }
  frame.parts.push(html.slice(last));
  return frame;
}

function partText(slot: FrameSlot, parts: FrameParts): string {
  if (slot.name === 'nonce') return templateNonce;
  const value = parts[slot.name];
  if (slot.inScript) return escapeScriptString(value);
  return slot.name === 'html' ? value : escapeHtmlText(value);
}

/**
 * The page for this request's `parts`. With `nonce` (a visitor's page) the nonce too; without
 * it (a member's), the nonce token stays for the member template.
 */
export function fillFrame(frame: PageFrame, parts: FrameParts, nonce?: string): string {
  let html = frame.parts[0]!;
  frame.slots.forEach((slot, i) => {
    const text = slot.name === 'nonce' && nonce !== undefined ? nonce : partText(slot, parts);
    html += text + frame.parts[i + 1]!;
  });
  return html;
}
