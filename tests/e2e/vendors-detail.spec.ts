/** Vendor detail (/vendors/{slug}) and its 'Vendor Not Found' state. */
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';

test('shows everything about a vendor and records the view', async ({ page }) => {
  await page.goto('/vendors/peptide-sciences');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Peptide Sciences' })).toBeVisible();
  await expect(main.getByText('9.1/10 rating')).toBeVisible();
  await expect(main.getByText('Lab Tested by Janoshik Analytical')).toBeVisible();
  await expect(main.getByText('Established 2014')).toBeVisible();
  await expect(main.getByText(/Longest-established vendor in this directory/)).toBeVisible();

  await expect(main.getByRole('heading', { name: 'Warnings' })).toBeVisible();
  const pricing = main.getByRole('region', { name: 'Pricing' }).getByRole('table');
  await expect(pricing.getByRole('columnheader')).toHaveText(['Peptide', 'Price', 'Purity']);
  await expect(pricing.locator('tbody tr')).toHaveCount(10);
  await expect(pricing.getByRole('row', { name: /BPC-157 5mg/ })).toContainText('$48');
  await expect(pricing).toContainText('Prices as of July 2025. Subject to change.');
  await expect(pricing).toContainText('Showing 10 of 22 listed prices');

  await expect(main.getByRole('heading', { name: 'Pros' })).toBeVisible();
  await expect(main.getByText('Highest rating in this directory')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Cons' })).toBeVisible();

  const facts = main.getByRole('region', { name: 'Quick Facts' });
  await expect(facts.getByRole('definition')).toHaveText([
    '2014',
    'USA',
    '50-100',
    '$12.99 domestic, Free over $150',
    '1-2 business days',
  ]);
  await expect(main.getByRole('region', { name: 'Certifications' })).toContainText(
    'Third-party testing',
  );

  const grade = main.getByRole('region', { name: 'Lab Testing Grade' });
  await expect(grade).toContainText('Tirzepatide grade A (Great)');
  await expect(grade).toContainText('Overall score8.5/10');
  await expect(grade).toContainText('Tests: 10');

  const visit = main.getByRole('link', { name: /Visit Peptide Sciences/ });
  await expect(visit).toHaveAttribute('href', 'https://www.peptidesciences.com/?ref=peptidia');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(page.locator('section#reviews').getByRole('heading', { level: 2 })).toHaveText(
    'Customer Reviews',
  );

  expect(await analyticsEvents(page)).toContainEqual(
    expect.objectContaining({
      event: 'vendor_view',
      data: expect.objectContaining({
        vendorSlug: 'peptide-sciences',
        vendorName: 'Peptide Sciences',
      }),
    }),
  );
  await expectAccessible(page);
});

test('applies the shipping, employee and purity rules and shows warnings', async ({ page }) => {
  await page.goto('/vendors/prime-peptides');
  const main = page.getByRole('main');
  await expect(main.getByText('No lab testing listed')).toBeVisible();
  const facts = main.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('$9.99 domestic, Free over $200');
  await expect(facts).toContainText('10-25');
  // No listed purity, not lab tested: 95-98%.
  const pricing = main.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByRole('row', { name: /BPC-157 10mg/ })).toContainText('95-98%');
  await expect(main.getByRole('region', { name: 'Warnings' })).toContainText(
    'request a current certificate of analysis',
  );
  await expect(main.getByText('No third-party testing listed')).toBeVisible();
});

test('a vendor with no price list of its own shows its offers from the price data', async ({
  page,
}) => {
  // FelixChem's record lists no prices, but /compare-prices has its offers: the page shows them
  // rather than 'Pricing data pending update'.
  await page.goto('/vendors/felixchem');
  const pricing = page.getByRole('region', { name: 'Pricing' }).getByRole('table');
  await expect(pricing).not.toContainText('Pricing data pending update');
  await expect(pricing.getByRole('row', { name: /Tirzepatide 20mg/ })).toContainText('$150');
  const offers = page.getByRole('region', { name: 'Prices per mg and history' });
  const tirzepatide = offers.getByRole('row', { name: /Tirzepatide 20mg/ });
  await expect(tirzepatide).toContainText('$7.50/mg');
  await expect(tirzepatide).toContainText('checked 1 Jul 2025stale');
  await expect(tirzepatide).toContainText('no history yet');
});

test('the coupon card offers 10% off the order', async ({ page }) => {
  await page.goto('/vendors/ascension-peptides');
  const visit = page.getByRole('region', { name: 'Visit the store' });
  await expect(visit.getByText('PEPTIDIA10')).toBeVisible();
  await expect(visit.getByText('Get 10% off your order')).toBeVisible();
  await expect(visit.getByRole('link', { name: /Visit Ascension Peptides/ })).toHaveAttribute(
    'href',
    'https://ascensionpeptides.com/?ref=peptidia',
  );
});

test('View Details on a directory card opens the vendor page', async ({ page }) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'View Details for Omegamino' }).click();
  await expect(page).toHaveURL(/\/vendors\/omegamino$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Omegamino' })).toBeVisible();
  // trustScore 85 is not over 85: 25-50 employees.
  await expect(page.getByRole('region', { name: 'Quick Facts' })).toContainText('25-50');
});

test('an unknown vendor shows Vendor Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/vendors/no-such-vendor');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Not Found' })).toBeVisible();
  await expect(
    page.getByText("The vendor you're looking for doesn't exist in our database."),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Vendors' }).click();
  await expect(page).toHaveURL(/\/vendors$/);
});
