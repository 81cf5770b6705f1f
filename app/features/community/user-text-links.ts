/**
 * What the page does to members' text before showing it, and which links it then makes: one
 * module for the renderer (user-text.tsx) and for the check that sends an edit adding a link
 * back to review (own-post-rules.ts), so the two can never see different text.
 */
const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/**
 * Removed before linking and showing: U+202A-U+202E and U+2066-U+2069 reorder text visually;
 * zero-width space, non-joiner and joiner (U+200B-U+200D), word joiner and the invisible
 * operators (U+2060-U+2064), zero-width no-break space (U+FEFF), the Mongolian vowel separator
 * (U+180E) and the soft hyphen (U+00AD) are invisible and would hide what a link says.
 */
const invisibleOrReordering =
  /[\u00AD\u180E\u200B-\u200D\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const trailingPunctuation = /[.,;:!?'")\]}]+$/;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; href: string };

export function normalizeUserText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(invisibleOrReordering, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits normalised text into plain runs and links; only http and https URLs become links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    let candidate = match[0];
    // A sentence's full stop or a closing bracket is not part of the link.
    const punctuation = trailingPunctuation.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - punctuation.length);
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** The parts the page shows for text as a member typed it. */
export const userTextParts = (text: string) => splitLinks(normalizeUserText(text));

/** An address a reader can follow though the page shows it as plain text. */
const plainAddressPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/** How the page shows a field: a post's text is linked (UserText), a discussion's title is not. */
export type Shown = 'linked' | 'plain';

/**
 * The links a field shows, exactly as the page renders them: `link <href>` for each link the
 * page makes (the very parts UserText draws, with their case: short links are case-sensitive),
 * and `text <address>` for each address left as plain text (a www. address in a post, any
 * address in a title), which a reader may follow but the page does not link.
 */
export function linksIn(text: string, shown: Shown = 'linked'): Set<string> {
  const normalized = normalizeUserText(text);
  const parts: TextPart[] =
    shown === 'linked' ? splitLinks(normalized) : [{ kind: 'text', value: normalized }];
  const links = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'link') {
      links.add(`link ${part.href}`);
      continue;
    }
    for (const match of part.value.matchAll(plainAddressPattern))
      links.add(`text ${match[0].replace(trailingPunctuation, '')}`);
  }
  return links;
}
