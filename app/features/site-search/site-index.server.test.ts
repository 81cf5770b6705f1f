import { describe, expect, it } from 'vitest';
import { searchSite, startsWord } from './site-index.server';
import { readSearchQuery, type SearchQuery } from './search-query';

function query(text: string): SearchQuery {
  const read = readSearchQuery(text);
  if (!read.ok) throw new Error(read.message);
  return read.query;
}

describe('searchSite', () => {
  it('finds a peptide by the start of its name, title matches first', () => {
    const found = searchSite(query('bpc'), 'peptide', 5).map((item) => item.title);
    expect(found[0]).toBe('BPC-157');
  });

  it('needs every term, and finds nothing for a term inside words only', () => {
    expect(searchSite(query('bpc zzzz'), 'peptide', 5)).toEqual([]);
    expect(searchSite(query('eptide'), 'peptide', 5)).toEqual([]);
  });

  it('matches a quoted phrase as written', () => {
    const guide = searchSite(query('"storage guidelines"'), 'guide', 5).map((item) => item.title);
    expect(guide).toContain('Storage guidelines');
  });
});

describe('startsWord: a term matches at the start of a word only', () => {
  it('finds a term at the start of the text, after a space or punctuation', () => {
    expect(startsWord('bpc-157 heals', 'bpc')).toBe(true);
    expect(startsWord('the bpc-157 story', 'bpc')).toBe(true);
    expect(startsWord('tb-500/bpc-157', 'bpc')).toBe(true);
    expect(startsWord('(storage temp)', 'storage temp')).toBe(true);
  });

  it('does not find a term inside a word, but finds a later one that starts a word', () => {
    expect(startsWord('peptide', 'tide')).toBe(false);
    expect(startsWord('peptide tides', 'tide')).toBe(true);
    expect(startsWord('abc', 'abcd')).toBe(false);
  });

  it('counts accented letters and letters beyond the basic plane as part of a word', () => {
    expect(startsWord('𝒜seeded', 'seeded')).toBe(false);
    expect(startsWord('éseeded', 'seeded')).toBe(false);
    expect(startsWord('— seeded', 'seeded')).toBe(true);
  });
});
