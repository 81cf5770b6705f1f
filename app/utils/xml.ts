/**
 * Text for XML we write (the sitemap, the Atom feeds): the five special characters as numeric
 * references, and what XML 1.0 cannot carry (control characters but tab and line ends, U+FFFE,
 * U+FFFF, lone surrogates) dropped with the other non-characters, so a title an older row holds
 * with one still gives a document a reader can parse.
 */
import { xmlSafeText } from './outside-text';

export const escapeXml = (text: string) =>
  xmlSafeText(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
