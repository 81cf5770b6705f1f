/**
 * An admin adds one price observation through the editor screen (/admin/prices), as an editor
 * would, and waits for the screen to say it was added. The caller has signed in as an admin.
 */
import type { Page } from '@playwright/test';
import type { PriceUnit } from '../../app/data/vendor-types';
import { expect } from './fixtures';

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
