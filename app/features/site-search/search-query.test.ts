import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchMessages } from './search-query';
import { searchSite } from './site-index.server';

const query = (text: string) => {
  const read = readSearchQuery(text);
  if (!read.ok) throw new Error(read.message);
  return read.query;
};

describe('readSearchQuery', () => {
  it('reads words and quoted phrases, lower-cased, without repeats or symbols', () => {
    expect(query('  BPC-157 "Bacteriostatic  Water" bpc ')).toEqual({
      text: 'BPC-157 "Bacteriostatic  Water" bpc',
      words: ['bpc', '157'],
      phrases: ['bacteriostatic water'],
    });
    expect(query('Zoë’s peptides').words).toEqual(['zoë', 's', 'peptides']);
  });

  it('keeps at most eight terms', () => {
    expect(query('a b c d e f g h i j').words).toHaveLength(8);
  });

  it('explains an empty, junk or overlong query', () => {
    expect(readSearchQuery(null)).toMatchObject({ ok: false, message: searchMessages.empty });
    expect(readSearchQuery(' "" ')).toMatchObject({ ok: false, message: searchMessages.junk });
    expect(readSearchQuery('?!')).toMatchObject({ ok: false, message: searchMessages.junk });
    expect(readSearchQuery('x'.repeat(201))).toMatchObject({
      ok: false,
      message: searchMessages.tooLong,
    });
  });
});

describe('searchSite', () => {
  it('finds peptides, vendors and guide sections by the start of their words', () => {
    expect(searchSite(query('sema'), 'peptide', 5).map((hit) => hit.title)).toContain(
      'Semaglutide',
    );
    const vendor = searchSite(query('peptide sci'), 'vendor', 5)[0];
    expect(vendor?.href).toBe('/vendors/peptide-sciences');
    const guide = searchSite(query('sharps'), 'guide', 5).map((hit) => hit.href);
    expect(guide).toContain('/guides#step-gather-supplies');
  });

  it('puts title matches first and needs every term', () => {
    const hits = searchSite(query('bpc'), 'peptide', 10).map((hit) => hit.title);
    expect(hits[0]).toMatch(/^BPC/);
    expect(searchSite(query('bpc zzzz'), 'peptide', 10)).toEqual([]);
  });
});
