/**
 * What an admin does on the editor screens, as an editor would: one price observation through
 * /admin/prices, or a vendor's price feed checked at once. The caller has signed in as an admin.
 */
import type { Page } from '@playwright/test';
import type { PriceUnit } from '../../app/data/vendor-types';
import { expect, waitForHydration } from './fixtures';

export interface NewPrice {
  vendorSlug: string;
  peptide: string;
  amount: string;
  unit: PriceUnit;
  priceUsd: string;
  source: string;
}

export async function addPriceAsAdmin(page: Page, price: NewPrice) {
  await page.goto('/admin/prices');
  await page.getByLabel('Vendor', { exact: true }).selectOption(price.vendorSlug);
  await page.getByLabel('Peptide', { exact: true }).fill(price.peptide);
  await page.getByLabel('Amount', { exact: true }).fill(price.amount);
  await page.getByLabel('Unit', { exact: true }).selectOption(price.unit);
  await page.getByLabel('Price (USD)').fill(price.priceUsd);
  await page.getByLabel('Source (web address)').fill(price.source);
  await page.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByRole('status')).toHaveText('Price added.');
}

/**
 * An admin gives a vendor a price feed in Shopify's format and presses "Check prices now" on its
 * editor: the page then says how the check went ("Checked: 1 item, 0 prices published.").
 */
export async function checkNewFeedAsAdmin(
  page: Page,
  vendor: { slug: string; name: string },
  feedUrl: string,
) {
  await page.goto(`/admin/vendors?vendor=${vendor.slug}`);
  await waitForHydration(page);
  await page.getByLabel('Price feed URL').fill(feedUrl);
  await page.getByLabel('Feed format').selectOption('shopify');
  await page.getByRole('button', { name: 'Save feed' }).click();
  // Both feed forms answer on the editors' page of feeds, which links back to the vendor editor.
  await expect(page).toHaveURL(/\/admin\/price-feeds$/);
  await expect(page.getByText('Price feed saved.').first()).toBeVisible();
  await page.getByRole('link', { name: vendor.name, exact: true }).click();
  await page.getByRole('button', { name: 'Check prices now' }).click();
}
