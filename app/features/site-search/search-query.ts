/**
 * What a visitor typed into the search box, read into words (the last one typed outside quotes
 * matched as a prefix in the forum: "sema" finds semaglutide) and "quoted phrases" (matched as
 * written). Letters and digits only reach the
 * database, each as a bound value; anything else separates words.
 */
import { withoutNonText } from '~/utils/outside-text';

export interface SearchQuery {
  /** The text as typed, trimmed: shown back in the box. */
  text: string;
  words: string[];
  phrases: string[];
}

export type ReadQuery =
  { ok: true; query: SearchQuery } | { ok: false; text: string; message: string };

export const maxQueryLength = 200;
/** Around the matched words of a passage (PostgreSQL's ts_headline): never in typed text. */
export const markStart = '\u0001';
export const markEnd = '\u0002';
/** More terms make a slower query and no better results. */
const maxTerms = 8;
const wordPattern = /[\p{L}\p{N}]+/gu;

export const searchMessages = {
  empty: 'Type a word or an "exact phrase" to search for.',
  junk: 'Search for words or "exact phrases": use letters or numbers.',
  tooLong: `Keep your search under ${maxQueryLength} characters.`,
};

export function readSearchQuery(raw: string | null): ReadQuery {
  // Control characters (the marks above among them) and non-characters are no search terms.
  const text = withoutNonText(raw ?? '').trim();
  if (!text) return { ok: false, text, message: searchMessages.empty };
  if (text.length > maxQueryLength) return { ok: false, text: '', message: searchMessages.tooLong };
  const phrases: string[] = [];
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const words = phrase.match(wordPattern);
    if (words) phrases.push(words.join(' ').toLowerCase());
    return ' ';
  });
  const words = (rest.match(wordPattern) ?? []).map((word) => word.toLowerCase());
  if (words.length + phrases.length === 0) return { ok: false, text, message: searchMessages.junk };
  const unique = (items: string[]) => [...new Set(items)];
  const kept = unique(phrases).slice(0, maxTerms);
  return {
    ok: true,
    query: { text, phrases: kept, words: unique(words).slice(0, maxTerms - kept.length) },
  };
}
