/** Shared by the home page specs: the catalogue order and the page regions. */
import type { Page } from '@playwright/test';
import { peptides } from '../../app/data/peptides';

export const sectionOrder = ['Healing', 'Muscle Growth', 'Fat Loss', 'Cognitive', 'Other'];
export const topTen = [...peptides]
  .sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name))
  .slice(0, 10);

export const results = (page: Page) => page.getByRole('region', { name: 'Peptides by category' });
export const carousel = (page: Page) => page.getByRole('region', { name: 'Most popular peptides' });
export const sectionHeadings = (page: Page) => results(page).getByRole('heading', { level: 2 });

/** Name of the slide the carousel shows in front, read from its current dot. */
export async function activeSlide(page: Page) {
  const label = await carousel(page)
    .locator('button[aria-current="true"]')
    .getAttribute('aria-label');
  return /^Show (.+) \(\d+ of 10\)$/.exec(label ?? '')?.[1];
}
