/**
 * Reading HTML with htmlparser2 (the page builder's own parser): the text of a fragment with
 * its entities decoded, and the JSON-LD blocks of a product page.
 */
import { Parser } from 'htmlparser2';

/** "BPC-157 &#8211; 5mg" as the shop meant it: "BPC-157 – 5mg", tags dropped. */
export function htmlText(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (chunk) => (text += chunk) }, { decodeEntities: true });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

/** The contents of every `<script type="application/ld+json">` of a page, in order. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && type === 'application/ld+json') current = '';
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== null) {
          blocks.push(current);
          current = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return blocks;
}
