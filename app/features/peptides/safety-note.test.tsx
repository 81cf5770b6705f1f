import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { medicineCounterparts } from '~/data/medicine-counterparts';
import { detailedProfiles } from '~/data/profiles';
import { stacks } from '~/data/stacks';
import {
  allPeptideCards,
  categorySections,
  featuredStack,
  featuredStacks,
  resolvePeptidePage,
} from './catalogue.server';
import { PeptideCard } from './peptide-card';
import { StackCard } from './stack-card';

const listed = Object.keys(medicineCounterparts).sort();

describe('safety notes on the cards of medicines', () => {
  it('lists catalogue products with a profile, whose page has the #safety anchor', () => {
    const catalogue = allPeptideCards().map((card) => card.slug);
    for (const slug of listed) {
      expect(catalogue).toContain(slug);
      expect(detailedProfiles[slug], slug).toBeDefined();
      expect(resolvePeptidePage(slug).kind).toBe('found');
    }
  });

  it('gives a one-line note to exactly the listed products, linked to their safety notes', () => {
    const cards = allPeptideCards().filter((card) => card.safetyNote);
    expect(cards.map((card) => card.slug).sort()).toEqual(listed);
    for (const card of cards) {
      expect(card.safetyNote).toEqual({
        name: card.name,
        text: medicineCounterparts[card.slug],
        href: `/peptide/${card.slug}#safety`,
      });
      expect(card.safetyNote!.text.length).toBeLessThanOrEqual(70);
    }
    expect(allPeptideCards().find((card) => card.slug === 'bpc-157')!.safetyNote).toBeUndefined();
  });

  it('puts the note on the home page’s compact cards too, and on no other', () => {
    const home = categorySections().flatMap((section) => section.peptides);
    const noted = new Set(home.filter((card) => card.safetyNote).map((card) => card.slug));
    expect(noted).toContain('semaglutide');
    expect(noted).toContain('tirzepatide');
    expect(noted).toContain('retatrutide');
    expect([...noted].every((slug) => slug in medicineCounterparts)).toBe(true);
  });

  it('renders the note with a link named after the product, and nothing on other cards', () => {
    const cards = allPeptideCards();
    const html = (slug: string) =>
      renderToString(
        <MemoryRouter>
          <PeptideCard peptide={cards.find((card) => card.slug === slug)!} variant="full" />
        </MemoryRouter>,
      ).replaceAll('<!-- -->', '');
    expect(html('tirzepatide')).toContain(
      'A prescription medicine (Mounjaro, Zepbound). <a href="/peptide/tirzepatide#safety">' +
        'Safety notes<span class="sr-only"> for Tirzepatide</span></a>',
    );
    expect(html('bpc-157')).not.toContain('card-safety');
  });

  it('names the medicine among a stack’s peptides on its card', () => {
    const amylin = featuredStack(stacks.find((stack) => stack.name === 'Amylin + GLP-1 Stack')!);
    expect(amylin.safetyNotes.map((note) => note.name)).toEqual(['Semaglutide', 'Cagrilintide']);
    const html = renderToString(
      <MemoryRouter>
        <StackCard stack={amylin} />
      </MemoryRouter>,
    );
    expect(html).toContain('Semaglutide: A prescription medicine (Ozempic, Wegovy).');
    expect(html).toContain('href="/peptide/cagrilintide#safety"');
    expect(featuredStacks().flatMap((stack) => stack.safetyNotes)).toEqual([]);
  });
});
