/** Dosage calculator (/dosage-calculator): worked examples, bad input, URL state, no JavaScript. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

async function enter(page: Page, amount: string, unit: 'mg' | 'mcg', water: string, dose: string) {
  await page.getByLabel('Peptide amount in the vial').fill(amount);
  await page.getByRole('radio', { name: unit, exact: true }).check({ force: true });
  await page.getByLabel('Bacteriostatic water added (ml)').fill(water);
  await page.getByLabel('Desired dose (mcg)').fill(dose);
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Result', exact: true })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');

const examples = [
  {
    input: ['5', 'mg', '2', '250'],
    concentration: '2500.00',
    ml: '0.100',
    ul: '100',
    units: '10',
    doses: '20',
  },
  {
    input: ['10', 'mg', '3', '250'],
    concentration: '3333.33',
    ml: '0.075',
    ul: '75',
    units: '7.5',
    doses: '40',
  },
  {
    input: ['2000', 'mcg', '1', '300'],
    concentration: '2000.00',
    ml: '0.150',
    ul: '150',
    units: '15',
    doses: '6',
  },
] as const;

for (const example of examples) {
  test(`${example.input.join(' ')}: ${example.ml} ml, ${example.units} units`, async ({ page }) => {
    await page.goto('/dosage-calculator');
    await waitForHydration(page);
    const [amount, unit, water, dose] = example.input;
    await enter(page, amount, unit, water, dose);
    await expect(figure(page, 'Concentration')).toHaveText(`${example.concentration} mcg/ml`);
    await expect(figure(page, 'Volume to draw')).toHaveText(`${example.ml} ml`);
    await expect(figure(page, 'In microlitres')).toHaveText(`${example.ul} µl`);
    await expect(figure(page, 'U-100 syringe')).toHaveText(`${example.units} units`);
    await expect(figure(page, 'Doses per vial')).toHaveText(example.doses);
    await expect(
      page.getByRole('img', {
        name: `U-100 syringe filled to ${example.units} units (${example.ml} ml)`,
      }),
    ).toBeVisible();
    await expect(page.getByText('Check your units')).toHaveCount(0);
    // The inputs reach the URL, so the result can be shared.
    await expect(page).toHaveURL(
      `/dosage-calculator?amount=${amount}&unit=${unit}&water=${water}&dose=${dose}`,
    );
  });
}

test('show the math explains the result step by step', async ({ page }) => {
  await page.goto('/dosage-calculator?amount=5&unit=mg&water=2&dose=250');
  await waitForHydration(page);
  await page.getByText('Show the math').click();
  const steps = page.getByRole('region', { name: 'Result', exact: true }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Peptide in the vial: 5 mg × 1000 = 5000 mcg',
    'Concentration: 5000 mcg ÷ 2 ml = 2500.00 mcg/ml',
    'Volume to draw: 250 mcg ÷ 2500.00 mcg/ml = 0.100 ml',
    'In microlitres: 0.100 ml × 1000 = 100 µl',
    'On a U-100 syringe: 0.100 ml × 100 = 10 units',
    'Doses per vial: 5000 mcg ÷ 250 mcg = 20 full doses (rounded down)',
  ]);
  await expectAccessible(page);
});

// This departs from the spec's "nothing" (decision 0025): still no result, but the field
// that is wrong says why, in words tied to it; an empty field is only unfinished.
test('bad or zero input shows no result and says what is wrong', async ({ page }) => {
  await page.goto('/dosage-calculator');
  await waitForHydration(page);
  await enter(page, '5', 'mg', '2', '250');
  await expect(page.getByRole('region', { name: 'Result', exact: true })).toBeVisible();
  const notANumber = 'Enter a number using digits and a decimal point, such as 5 or 2.5.';
  for (const [amount, water, dose, field, message] of [
    ['abc', '2', '250', 'Peptide amount in the vial', notANumber],
    ['5', '0', '250', 'Bacteriostatic water added (ml)', 'Enter a number above zero.'],
    ['5', '2', '', 'Desired dose (mcg)', undefined],
    ['-5', '2', '250', 'Peptide amount in the vial', 'Enter a number above zero.'],
  ] as const) {
    await enter(page, amount, 'mg', water, dose);
    await expect(page.getByRole('region', { name: 'Result', exact: true })).toHaveCount(0);
    await expect(page.getByText('mcg/ml')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const input = page.getByLabel(field);
    if (message) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        new RegExp(`${message.replace(/[.]/g, '\\.')}$`),
      );
      await expect(page.getByText(message)).toBeVisible();
    } else {
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
  }
  await enter(page, '5', 'mg', '2', '250');
  await expect(page.getByText(notANumber)).toHaveCount(0);
});

test('warns when the volume is over 1 ml or under 0.01 ml', async ({ page }) => {
  await page.goto('/dosage-calculator');
  await waitForHydration(page);
  await enter(page, '5', 'mcg', '2', '250');
  await expect(page.getByText('Check your units')).toBeVisible();
  await expect(page.getByText(/more than a 1 ml \(100-unit\) syringe holds/)).toBeVisible();
  await expect(page.getByRole('img', { name: /More than a full U-100 syringe/ })).toBeVisible();
  await enter(page, '5', 'mg', '1', '25');
  await expect(page.getByText(/less than 1 unit on a U-100 syringe/)).toBeVisible();
});

test('a shared link renders the result on the server', async ({ request }) => {
  const html = await (
    await request.get('/dosage-calculator?amount=10&unit=mg&water=3&dose=250')
  ).text();
  expect(html).toContain('3333.33 mcg/ml');
  expect(html).toContain('0.075 ml');
  expect(html).toContain('value="10"');
  const bad = await (
    await request.get('/dosage-calculator?amount=abc&unit=mg&water=3&dose=250')
  ).text();
  expect(bad).not.toContain('mcg/ml</dd>');
  expect(bad).not.toContain('Volume to draw');
});

test('the calculator works with JavaScript disabled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/dosage-calculator');
  await expect(page.getByRole('region', { name: 'Result', exact: true })).toHaveCount(0);
  await page.getByLabel('Peptide amount in the vial').fill('5');
  await page.getByLabel('Bacteriostatic water added (ml)').fill('2');
  await page.getByLabel('Desired dose (mcg)').fill('250');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/dosage-calculator\?amount=5&unit=mg&water=2&dose=250$/);
  await expect(figure(page, 'Concentration')).toHaveText('2500.00 mcg/ml');
  await expect(figure(page, 'Volume to draw')).toHaveText('0.100 ml');
  await expect(figure(page, 'In microlitres')).toHaveText('100 µl');
  await expect(figure(page, 'U-100 syringe')).toHaveText('10 units');
  // The mcg unit works too, still without JavaScript.
  await page.getByLabel('Peptide amount in the vial').fill('2000');
  await page.getByRole('radio', { name: 'mcg', exact: true }).check({ force: true });
  await page.getByLabel('Desired dose (mcg)').fill('300');
  await page.getByLabel('Bacteriostatic water added (ml)').fill('1');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(figure(page, 'Volume to draw')).toHaveText('0.150 ml');
  // A bad number comes back from the server with its message and no result.
  await page.getByLabel('Desired dose (mcg)').fill('abc');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/dose=abc$/);
  await expect(page.getByRole('region', { name: 'Result', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Desired dose (mcg)')).toHaveAccessibleDescription(
    /such as 5 or 2\.5\.$/,
  );
  await context.close();
});

test('educational sections and the coming soon section', async ({ page }) => {
  await page.goto('/dosage-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Peptide Dosage Calculator' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Reading a U-100 insulin syringe' }),
  ).toBeVisible();
  await expect(page.getByText('1 mg is 1000 mcg', { exact: false }).first()).toBeVisible();
  // The four tools it promised are in the protocol planner: the list names none.
  await expect(
    page
      .getByRole('region', { name: 'Coming soon' })
      .getByRole('link', { name: 'protocol planner' }),
  ).toBeVisible();
  await expectAccessible(page);
});
