import { ToastProvider } from '~/components/ui/toast';
import { renderInDataRouter } from '../../../../tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { detailedProfiles } from '~/data/profiles';
import { stacks } from '~/data/stacks';
import { slugify } from '~/utils/site';
import { allPeptideCards, resolvePeptidePage } from '../catalogue.server';
import { detailOutline } from './outline';
import { PeptideDetailView } from './peptide-detail-view';
import type { PeptideDetailData } from '../types';

/** The page without price data: every derived vendor an estimate. */
const unpriced = (detail: PeptideDetailData) => ({
  ...detail,
  vendors: detail.vendors.map((vendor) => ({ ...vendor, offers: [] })),
});

function detailOf(slug: string) {
  const result = resolvePeptidePage(slug);
  if (result.kind !== 'found') throw new Error(`${slug}: ${result.kind}`);
  return result.detail;
}

const render = (slug: string) =>
  renderInDataRouter(
    <ToastProvider>
      <PeptideDetailView detail={unpriced(detailOf(slug))} structuredData="{}" />
    </ToastProvider>,
  );

/** Every detail page of the catalogue: detailed profiles and simple records (stacks) alike. */
const slugs = [
  ...new Set([
    ...Object.keys(detailedProfiles),
    ...allPeptideCards().map((card) => card.href.split('/').pop()!),
    ...stacks.map((stack) => slugify(stack.name)),
  ]),
].filter((slug) => resolvePeptidePage(slug).kind === 'found');

describe('the table of contents of a peptide page', () => {
  it.each(slugs)('%s: every entry lands on a heading of the page', (slug) => {
    const html = render(slug);
    const outline = detailOutline(detailOf(slug));
    expect(outline.length).toBeGreaterThanOrEqual(4);
    for (const item of outline) {
      expect(html).toContain(`href="#${item.id}"`);
      expect(html).toContain(`id="${item.id}"`);
    }
  });

  it('lists a detailed profile in page order, safety last', () => {
    expect(detailOutline(detailOf('bpc-157')).map((item) => item.label)).toEqual([
      'What it is',
      'Key Benefits',
      'Mechanism of Action',
      'Quick Guide',
      'Research Indications',
      'Protocols, interactions, quality',
      'Safety and when to stop',
    ]);
  });

  it('puts the safety summary above the contents, linking to the full section', () => {
    const html = render('bpc-157');
    const summary = html.indexOf('Safety at a glance');
    expect(summary).toBeGreaterThan(-1);
    expect(summary).toBeLessThan(html.indexOf('On this page'));
    expect(html).toMatch(/href="#section-safety-notes"[^>]*>All \d+ safety notes and \d+ signs/);
  });

  it('gives the safety summary a heading, so its section is one a reader can jump to', () => {
    const summary = /<section aria-labelledby="safety-summary"[^>]*>(.*?)<\/section>/.exec(
      render('bpc-157'),
    );
    expect(summary?.[1]).toMatch(/<h2[^>]*><span id="safety-summary">Safety at a glance: stop if/);
  });
});
