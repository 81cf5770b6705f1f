/**
 * Text that members typed, shown as plain text: React escapes every character, line breaks are
 * kept, http(s) links become clickable with rel="nofollow ugc noopener noreferrer"
 * (https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links), long words
 * wrap, and characters that could rearrange the page or hide what a link says (bidi overrides,
 * invisible characters, runs of blank lines) go: user-text-links.ts, which the link check shares.
 */
import { userTextParts } from './user-text-links';

export { normalizeUserText, splitLinks, type TextPart } from './user-text-links';

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
      {userTextParts(text).map((part, index) =>
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
