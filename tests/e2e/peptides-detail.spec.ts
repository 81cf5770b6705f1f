import { detailedProfiles } from '../../app/data/profiles';
import { peptides } from '../../app/data/peptides';
import { stacks } from '../../app/data/stacks';
import { slugify } from '../../app/utils/site';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const stackSlugs = new Set(stacks.map((stack) => slugify(stack.name)));
const pathOf = (slug: string) => (stackSlugs.has(slug) ? `/stack/${slug}` : `/peptide/${slug}`);

/** Every page the reference must render: 26 peptides, 11 stacks and all 28 profile slugs. */
const pages = new Map<string, string>([
  ...peptides.map((p) => [pathOf(slugify(p.name)), p.name] as const),
  ...stacks.map((s) => [pathOf(slugify(s.name)), s.name] as const),
  ...Object.entries(detailedProfiles).map(
    ([slug, profile]) => [pathOf(slug), profile.name] as const,
  ),
]);

test.describe('peptide detail', () => {
  test('every catalogue peptide, stack and profile page renders without errors', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    expect(pages.size).toBe(37);
    for (const slug of Object.keys(detailedProfiles)) expect(pages.has(pathOf(slug))).toBe(true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const [path, name] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(name);
      await waitForHydration(page);
    }
    expect(errors).toEqual([]);
  });

  test('a detailed profile shows its sections, badges, tabs and safety notes', async ({ page }) => {
    await page.goto('/peptide/bpc-157');
    await waitForHydration(page);
    const main = page.locator('#main header');
    await expect(page.getByRole('link', { name: 'Back to Peptides' })).toHaveAttribute(
      'href',
      '/peptides',
    );
    await expect(page.getByText('Body Protection Compound-157', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Injection Guide', exact: true })).toHaveAttribute(
      'href',
      '/guides',
    );
    await expect(main.getByRole('link', { name: 'Compare Prices', exact: true })).toHaveAttribute(
      'href',
      '/compare-prices',
    );
    for (const heading of [
      'What is BPC-157?',
      'Key Benefits',
      'Mechanism of Action',
      'Quick Guide',
      'Research Indications',
      'Safety Notes',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Exact: the contents' 'Safety and when to stop' link holds the words too.
    await expect(page.getByText('When to Stop', { exact: true })).toBeVisible();
    const quickGuide = page.getByRole('region', { name: 'Quick Guide' });
    for (const term of ['Typical dose', 'How often', 'Cycle length', 'Storage', 'Best timing']) {
      await expect(quickGuide.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(quickGuide.getByText('Beginner')).toBeVisible();
    const indications = page.getByRole('region', { name: 'Research Indications' });
    // Every BPC-157 indication rests on animal studies, so each badge is 'Promising'.
    await expect(indications.getByText('Promising', { exact: true }).first()).toBeVisible();
    await expect(indications.getByText('Animal studies only').first()).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Research details' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Research Protocols',
      'Interactions',
      'Quality Check',
    ]);
    await expect(page.getByRole('tabpanel')).toContainText('Localised soft-tissue injury research');
    await tabs.getByRole('tab', { name: 'Interactions' }).click();
    await expect(tabs.getByRole('tab', { name: 'Interactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('TB-500');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Quality Check' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Red flags');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Research Protocols' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('difficulty badges have three distinct styles', async ({ page }) => {
    const classes: Record<string, string | null> = {};
    for (const [path, difficulty] of [
      ['/peptide/bpc-157', 'Beginner'],
      ['/peptide/ipamorelin', 'Intermediate'],
      ['/peptide/semaglutide', 'Advanced'],
    ] as const) {
      await page.goto(path);
      const badge = page.locator('header').getByText(difficulty, { exact: true });
      await expect(badge).toBeVisible();
      classes[difficulty] = await badge.getAttribute('class');
    }
    expect(new Set(Object.values(classes)).size).toBe(3);
  });

  test('a stack without a profile uses the simple layout and sidebar', async ({ page }) => {
    await page.goto('/stack/wolverine-healing-stack');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wolverine Healing Stack');
    await expect(page.getByText('BPC-157 + TB-500', { exact: true })).toBeVisible();
    for (const heading of ['Overview', 'Key Benefits', 'How It Works', 'Common Use Cases']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const reference = page.getByRole('region', { name: 'Quick Reference' });
    await expect(reference).toContainText('Typical dosage');
    await expect(reference).toContainText('Cycle duration4-8 weeks');
    await expect(reference).toContainText('Price range$89-$110');
    const injection = page.getByRole('region', { name: 'Injection Guide' });
    await expect(injection).toContainText('Abdomen (subcutaneous)');
    await expect(injection.getByRole('link', { name: 'View Guide' })).toHaveAttribute(
      'href',
      '/guides',
    );
    const sideEffects = page.getByRole('region', { name: 'Side Effects' });
    await expect(sideEffects).toContainText('Important Medical Information');
  });

  test('lists derived vendors rated 9.1, 8.7 and 8.3: listed offers, else the +5/-3 estimate', async ({
    page,
  }) => {
    await page.goto('/peptide/bpc-157');
    const listed = page.getByRole('region', { name: 'Vendors' }).locator(':scope > ul > li');
    await expect(listed).toHaveCount(3);
    // BPC-157's vendors all have offers in the price data: those, not the rule's $48/$53/$45.
    await expect(listed.nth(0)).toContainText(/Peptide Sciences.*Rating 9\.1\/10.*5 mg \$48/);
    await expect(listed.nth(1)).toContainText(/Purified Aminos.*Rating 8\.7\/10.*5 mg \$32/);
    await expect(listed.nth(2)).toContainText(/Omegamino.*Rating 8\.3\/10.*10 mg \$56/);
    await expect(listed.nth(0)).toContainText('Lab Tested');
    // Sermorelin ($45) has none: the spec's price, +5 and -3, each labelled an estimate.
    await page.goto('/peptide/sermorelin');
    const estimated = page.getByRole('region', { name: 'Vendors' }).locator(':scope > ul > li');
    await expect(estimated).toHaveCount(3);
    await expect(estimated.nth(0)).toContainText(/Peptide Sciences.*Rating 9\.1\/10.*\$45estimate/);
    await expect(estimated.nth(1)).toContainText(/Purified Aminos.*Rating 8\.7\/10.*\$50estimate/);
    await expect(estimated.nth(2)).toContainText(/Omegamino.*Rating 8\.3\/10.*\$42estimate/);
  });

  test('Selank and Semax show intranasal administration; others injection sites', async ({
    page,
  }) => {
    for (const path of ['/peptide/selank', '/peptide/semax']) {
      await page.goto(path);
      const card = page.getByRole('region', { name: 'Intranasal Administration' });
      await expect(card).toContainText('given intranasally');
      await expect(card).toContainText('Intranasal (nasal spray)');
      await expect(card).not.toContainText('subcutaneous');
    }
    await page.goto('/peptide/tb-500');
    await expect(page.getByRole('region', { name: 'Intranasal Administration' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Injection Guide' })).toContainText(
      'Deltoid (intramuscular)',
    );
  });

  test('has no serious accessibility violations (detailed and simple layouts)', async ({
    page,
  }) => {
    for (const path of ['/peptide/bpc-157', '/stack/wolverine-healing-stack']) {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});
