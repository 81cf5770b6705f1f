/**
 * Text for XML we write (the sitemap, the Atom feeds): the five special characters as numeric
 * references, and the control characters XML 1.0 cannot carry (all but tab and line ends)
 * dropped, so a title typed with one still gives a document a reader can parse.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(controlCharacters, '');
