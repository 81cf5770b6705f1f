import { ToastProvider } from '~/components/ui/toast';
import { renderInDataRouter } from '../../../../tests/support/render-page';
import { reviewDateText } from '~/utils/calendar-day';
import { describe, expect, it } from 'vitest';
import type { DetailedPeptideProfile, ResearchIndication } from '~/data/peptide-types';
import { detailedProfiles } from '~/data/profiles';
import { resolvePeptidePage } from '../catalogue.server';
import { passagesOf } from './indication-sources';
import { PeptideDetailView } from './peptide-detail-view';
import type { PeptideDetailData } from '../types';

/** The page without price data: every derived vendor an estimate. */
const unpriced = (detail: PeptideDetailData) => ({
  ...detail,
  vendors: detail.vendors.map((vendor) => ({ ...vendor, offers: [] })),
});

/** The page of `slug`, its profile replaced by `profile` when given. */
function render(slug: string, profile?: DetailedPeptideProfile) {
  const result = resolvePeptidePage(slug);
  if (result.kind !== 'found') throw new Error(slug);
  const detail = unpriced(result.detail);
  return renderInDataRouter(
    <ToastProvider>
      <PeptideDetailView detail={profile ? { ...detail, profile } : detail} structuredData="{}" />
    </ToastProvider>,
  );
}

/** React writes `<!-- -->` between neighbouring texts; the reader sees none of it. */
const text = (html: string) => html.replaceAll('<!-- -->', '');

const tb500 = detailedProfiles['tb-500']!;

const checked: ResearchIndication = {
  name: 'Wound healing',
  effectiveness: 'Promising',
  level: 'Animal studies only',
  description:
    'In rats, full-length thymosin beta-4 sped up wound closure. No human trial was found.',
  studiedMolecule: 'full-length thymosin beta-4',
  references: [
    {
      authors: 'Malinda KM, Sidhu GS, et al.',
      title: 'Thymosin beta4 accelerates wound healing',
      journal: 'Journal of Investigative Dermatology',
      year: 1999,
      url: 'https://pubmed.ncbi.nlm.nih.gov/10469335/',
      checkedCopy: 'https://pubmed.ncbi.nlm.nih.gov/10469335/',
      supports: 'In rats, full-length thymosin beta-4 sped up wound closure.',
    },
  ],
};

const unsourced: ResearchIndication = {
  name: 'Hair growth',
  effectiveness: 'Promising',
  level: 'No published source found',
  description: 'Said to help hair regrow.',
  references: [],
};

const withIndications = (researchIndications: ResearchIndication[]): DetailedPeptideProfile => ({
  ...tb500,
  review: { date: '2026-11-20', by: 'Peptidia editors' },
  researchIndications,
});

describe('evidence on a profile', () => {
  it.each(Object.keys(detailedProfiles))(
    '%s shows the level of every indication and links each of its references',
    (slug) => {
      const html = text(render(slug));
      const indications = detailedProfiles[slug]!.researchIndications;
      for (const indication of indications) {
        expect(html).toContain(`Evidence: ${indication.level}`);
        for (const reference of indication.references) {
          expect(html).toContain(`<a href="${reference.url.replaceAll('&', '&amp;')}">`);
        }
      }
      const sources = indications.reduce((sum, i) => sum + i.references.length, 0);
      expect(html.match(/<li id="source-\d+-\d+">/g) ?? []).toHaveLength(sources);
    },
  );

  it('puts the number of a source after the sentence it supports and lists the source', () => {
    const html = text(render('tb-500', withIndications([checked, unsourced])));
    expect(html).toContain(
      'sped up wound closure.<sup><a href="#source-1-1" aria-label="Source 1">[1]</a></sup> No human',
    );
    expect(html).toContain(
      '<li id="source-1-1">Malinda KM, Sidhu GS, et al. ' +
        '<a href="https://pubmed.ncbi.nlm.nih.gov/10469335/">Thymosin beta4 accelerates wound healing</a>' +
        '. Journal of Investigative Dermatology, 1999.</li>',
    );
    expect(html).toContain(
      'Evidence: Animal studies only (full-length thymosin beta-4, not TB-500)</span>',
    );
    expect(html).toContain('Evidence: No published source found</span>');
    expect(html.match(/, not TB-500\)/g)).toHaveLength(1);
    expect(html.match(/<li id="source-/g)).toHaveLength(1);
  });

  it('names the molecule studied in the badge itself when it is not the product', () => {
    const html = text(render('tb-500'));
    expect(html).toContain(
      '<span class="evidence-level">Evidence: Randomised human trials ' +
        '(full-length thymosin beta-4, not TB-500)</span>',
    );
    expect(html).not.toContain(
      '<span class="evidence-level">Evidence: Randomised human trials</span>',
    );
  });

  it('says who reviewed the profile and when, or that nobody has yet', () => {
    const reviewed = text(render('tb-500', withIndications([checked])));
    expect(reviewed).toContain(
      'Last reviewed <time dateTime="2026-11-20">20 November 2026</time> by Peptidia editors',
    );
    expect(reviewed).not.toContain('Not yet checked against its sources');
    const unreviewed = text(render('tb-500', { ...tb500, review: null }));
    expect(unreviewed).toContain('Not yet checked against its sources');
    expect(unreviewed).not.toContain('Last reviewed');
  });

  it('gives the full safety section the anchor that cards link to', () => {
    expect(render('semaglutide')).toContain('id="safety"');
  });

  it('writes a review date the same way everywhere', () => {
    expect(reviewDateText('2026-11-22')).toBe('22 November 2026');
    expect(reviewDateText('2026-01-05')).toBe('5 January 2026');
  });
});

describe('sentences and their sources', () => {
  const reference = checked.references[0]!;
  const description = 'First claim. Second claim. Third.';

  it('cuts after each supported sentence, two sources of one sentence together', () => {
    const refs = [
      { ...reference, supports: 'Second claim.' },
      { ...reference, supports: 'First claim.' },
      { ...reference, supports: 'Second claim.' },
    ];
    expect(passagesOf(description, refs)).toEqual([
      { text: 'First claim.', sources: [2] },
      { text: ' Second claim.', sources: [1, 3] },
      { text: ' Third.', sources: [] },
    ]);
  });

  it('never loses a source whose sentence is not in the description', () => {
    const refs = [{ ...reference, supports: 'A sentence that is not there.' }];
    expect(passagesOf(description, refs)).toEqual([{ text: description, sources: [1] }]);
  });
});
