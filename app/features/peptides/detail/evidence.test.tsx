import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '~/components/ui/toast';
import { describe, expect, it } from 'vitest';
import { evidenceKinds } from '~/data/peptide-types';
import { detailedProfiles } from '~/data/profiles';
import { resolvePeptidePage } from '../catalogue.server';
import { reviewDateText } from './last-reviewed';
import { PeptideDetailView } from './peptide-detail-view';
import type { PeptideDetailData } from '../types';

/** The page without price data: every derived vendor an estimate. */
const unpriced = (detail: PeptideDetailData) => ({
  ...detail,
  vendors: detail.vendors.map((vendor) => ({ ...vendor, offers: [] })),
});

function render(slug: string) {
  const result = resolvePeptidePage(slug);
  if (result.kind !== 'found') throw new Error(slug);
  return renderToString(
    <MemoryRouter>
      <ToastProvider>
        <PeptideDetailView detail={unpriced(result.detail)} structuredData="{}" />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('evidence on a profile', () => {
  it.each(['semaglutide', 'bpc-157', 'glow-peptide-stack'])(
    '%s names the evidence of each indication and its checked reference, or says there is none',
    (slug) => {
      const html = render(slug);
      const indications = detailedProfiles[slug]!.researchIndications;
      const unreferenced = indications.filter((indication) => !indication.reference);
      expect(html.split('no published reference listed')).toHaveLength(unreferenced.length + 1);
      for (const indication of indications) {
        expect(html).toContain(`<dd>${evidenceKinds[indication.evidence]}</dd>`);
        if (indication.reference) expect(html).toContain(`href="${indication.reference.url}"`);
      }
      const links = html.match(/href="https:\/\/(doi\.org|pubmed)[^"]*"/g) ?? [];
      expect(links).toHaveLength(indications.length - unreferenced.length);
    },
  );

  it('links the checked sources of BPC-157 with their journal and year', () => {
    const html = render('bpc-157');
    expect(html).toContain('href="https://doi.org/10.3389/fphar.2021.627533"');
    expect(html).toContain('Stable Gastric Pentadecapeptide BPC 157 and Wound Healing');
    expect(html).toContain('(<!-- -->Frontiers in Pharmacology<!-- -->, <!-- -->2021<!-- -->)');
  });

  it('shows the last-reviewed date of the profile', () => {
    expect(render('tb-500')).toContain(
      `Last reviewed <time dateTime="${detailedProfiles['tb-500']!.lastReviewed}">`,
    );
  });

  it('writes a review date the same way everywhere', () => {
    expect(reviewDateText('2026-11-22')).toBe('22 November 2026');
    expect(reviewDateText('2026-01-05')).toBe('5 January 2026');
  });
});
