/**
 * Page frames (decision 0024): a page whose only per-request part is a few texts, such as a search
 * results page, rendered once with part tokens (app/utils/page-frame.server.ts) and then filled
 * in for each request, so that a query nobody asked before costs its database work and a small
 * piece of markup, not a React render of the whole page.
 *
 * A frame is cut at its part tokens, its nonce token and (a member's frame) the member's tokens.
 * Filled in, it is exactly the page React would have rendered for the request: the texts escaped
 * as React (HTML) or React Router (the hydration script) escapes them. For a member the nonce and
 * member tokens are left as the slots of a member template (page-templates.server.ts), made
 * straight from the frame, so the filled page is never searched for them.
 */
import { slotToken, slotTokenPattern } from '~/features/auth/viewer-stand-in.server';
import { framePartPattern, type FrameParts, type FramePartName } from '~/utils/page-frame.server';
import {
  escapeHtmlText,
  escapeScriptString,
  scriptRanges,
  slotNames,
  type PageTemplate,
  type SlotName,
} from './page-templates.server';

/** A request's part, or a member template's slot (a member's text or the nonce), kept as a token. */
type FrameSlot =
  | { kind: 'part'; name: FramePartName; inScript: boolean }
  | { kind: 'member'; name: SlotName; inScript: boolean };

export interface PageFrame {
  /** The page between the slots: parts.length === slots.length + 1. */
  parts: string[];
  slots: FrameSlot[];
}

const slotPattern = new RegExp(`${framePartPattern.source}|${slotTokenPattern.source}`, 'g');

/**
 * Cuts a page rendered for the frame (`context.frame`) at its part tokens and at the member
 * template's tokens (for a member's frame: their texts; for any frame: the nonce).
 */
export function cutFrame(html: string): PageFrame {
  const scripts = scriptRanges(html);
  const frame: PageFrame = { parts: [], slots: [] };
  let last = 0;
  for (const match of html.matchAll(slotPattern)) {
    const script = scripts.find((range) => match.index >= range.start && match.index < range.end);
    const inScript = script !== undefined;
    const part = match[1] as FramePartName | undefined;
    const name = part ?? match[2]!;
    if (!part && !slotNames.has(name)) throw new Error(`Unknown page template slot '${name}'`);
    if (script && !script.hydration && name !== 'nonce') {
      throw new Error(`The page part '${name}' is inside a script other than the hydration data`);
    }
    frame.parts.push(html.slice(last, match.index));
    frame.slots.push(
      part
        ? { kind: 'part', name: part, inScript }
        : { kind: 'member', name: name as SlotName, inScript },
    );
    last = match.index + match[0].length;
  }
  frame.parts.push(html.slice(last));
  return frame;
}

function partText(slot: FrameSlot & { kind: 'part' }, parts: FrameParts): string {
  const value = parts[slot.name];
  if (slot.inScript) return escapeScriptString(value);
  return slot.name === 'html' ? value : escapeHtmlText(value);
}

/**
 * The page for this request's `parts`. With `nonce` (a visitor's page) the nonce too; without
 * it (a member's), the member's and the nonce's tokens stay for the member template.
 */
export function fillFrame(frame: PageFrame, parts: FrameParts, nonce?: string): string {
  let html = frame.parts[0]!;
  frame.slots.forEach((slot, i) => {
    let text: string;
    if (slot.kind === 'part') text = partText(slot, parts);
    else text = slot.name === 'nonce' && nonce !== undefined ? nonce : slotToken(slot.name);
    html += text + frame.parts[i + 1]!;
  });
  return html;
}

const holdsSlotToken = (text: string) => text.search(slotTokenPattern) !== -1;

/**
 * A member's page for this request's `parts`, as a member template: what cut(fillFrame(frame,
 * parts)) makes, without writing the page out and searching it again. Null when a part holds a
 * member's token (then only that search finds every slot).
 */
export function fillFrameTemplate(frame: PageFrame, parts: FrameParts): PageTemplate | null {
  if (holdsSlotToken(parts.text) || holdsSlotToken(parts.html)) return null;
  const template: PageTemplate = { parts: [], slots: [], size: 0 };
  let text = frame.parts[0]!;
  frame.slots.forEach((slot, i) => {
    if (slot.kind === 'part') text += partText(slot, parts);
    else {
      const part = Buffer.from(text);
      template.parts.push(part);
      template.size += part.length;
      template.slots.push({ name: slot.name, inScript: slot.inScript });
      text = '';
    }
    text += frame.parts[i + 1]!;
  });
  const last = Buffer.from(text);
  template.parts.push(last);
  template.size += last.length;
  return template;
}
