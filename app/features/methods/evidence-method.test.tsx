import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EvidenceMethod } from './evidence-method';

/** The section as a reader sees it: React's `<!-- -->` markers and tags left out. */
function sectionText() {
  const html = renderToString(
    <EvidenceMethod reviews={{ checked: 28, total: 28, latest: '2026-11-27' }} />,
  );
  return html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'");
}

describe('/methods#evidence', () => {
  it('gives one rule for one design: a trial is randomised only when its report says so', () => {
    const text = sectionText();
    expect(text).toContain('A trial counts as randomised only when its own report says');
    expect(text).toContain(
      'A double-blind, matched-pairs or crossover trial whose report does not say so is rated ' +
        '“Other human studies”',
    );
  });

  it('shows a badge naming the molecule studied, as the profiles show it', () => {
    expect(sectionText()).toContain(
      '“Randomised human trials (full-length thymosin beta-4, not TB-500)”',
    );
  });

  it('promises a journal, PubMed, library or regulator copy and never a shop’s', () => {
    const text = sectionText();
    expect(text).toContain(
      'the journal page, its PubMed or PubMed Central record, a university or library record of ' +
        'the paper, a regulator',
    );
    expect(text).toContain("A copy on a shop's or clinic's website never counts");
  });
});
