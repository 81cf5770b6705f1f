/**
 * Text that members typed, shown as plain text: React escapes every character, line breaks are
 * kept, http(s) links become clickable with rel="nofollow ugc noopener noreferrer"
 * (https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links), long words
 * wrap, and characters that could rearrange the page (bidi overrides, runs of blank lines) go.
 */
const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// U+202A-U+202E and U+2066-U+2069 reorder text visually; U+200B-U+200D hide content.
const layoutControls = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D]/g;
const trailingPunctuation = /[.,;:!?'")\]}]+$/;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; href: string };

export function normalizeUserText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(layoutControls, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits text into plain runs and links; only http and https URLs ever become links. */
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

export function UserText({
  text,
  className = '',
  as: Element = 'div',
}: {
  text: string;
  className?: string;
  as?: 'div' | 'p';
}) {
  return (
    <Element className={`whitespace-pre-line wrap-anywhere ${className}`}>
      {splitLinks(normalizeUserText(text)).map((part, index) =>
        part.kind === 'text' ? (
          part.value
        ) : (
          <a
            key={index}
            href={part.href}
            rel="nofollow ugc noopener noreferrer"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {part.href}
          </a>
        ),
      )}
    </Element>
  );
}
