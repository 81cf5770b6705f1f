/** Shared by the vendor directory specs. */
import type { Page } from '@playwright/test';

export const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
