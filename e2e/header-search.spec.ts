import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, untilHydrated } from './support';

/**
 * The header's search on every storefront page: a field on a wide screen, an icon that opens it
 * on a phone; suggestions as one types (a mistyped word still finds its products), and the
 * results page that names the search and clears it.
 */

const PRODUCT = 'Fabric Banner for MLB 85 × 200 cm';

/** The search box, from the field or, on a phone, from the header's icon. */
async function openSearch(page: Page) {
  const header = page.getByRole('banner');
  const icon = header.getByRole('button', { name: 'Open search' });
  if (await icon.isVisible()) await icon.click();
  else await header.getByRole('searchbox', { name: 'Search the shop' }).click();
  const box = header.getByRole('combobox', { name: 'Search the shop' });
  await expect(box).toBeFocused();
  return box;
}

test('a mistyped word in the header search suggests the product and opens its page', async ({
  page,
}) => {
  await page.goto('/');
  await untilHydrated(page);
  const box = await openSearch(page);
  await page.screenshot({ path: test.info().outputPath('header-search-closed.png') });
  await box.pressSequentially('banenr', { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const suggestion = suggestions.getByRole('option', { name: new RegExp(PRODUCT) });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText('$149.00');
  await expect(suggestions.getByRole('group', { name: 'Categories' })).toBeVisible();
  await expectAccessible(page);

  // The arrows choose (the focus stays in the box), Enter opens.
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await suggestions.getByRole('option').first().getAttribute('id'))!,
  );
  await page.screenshot({ path: test.info().outputPath('header-search-open.png') });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/fabric-banner-for-mlb-85x200$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
});

test('Enter shows the results page, which names the search and clears it', async ({ page }) => {
  await page.goto('/news');
  await untilHydrated(page);
  const box = await openSearch(page);
  await box.fill('banenr');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/allproducts\?q=banenr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “banenr”' })).toBeVisible();
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: PRODUCT })).toBeVisible();
  await expect(page).toHaveTitle(/^Results for “banenr”/);
  await page.screenshot({ path: test.info().outputPath('search-results.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–12 of \d+ products$/)).toBeVisible();
});

test('a card’s name opens the product page and Quick view the dialog', async ({ page }) => {
  await page.goto('/allproducts');
  await untilHydrated(page);
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: `Quick view: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('link', { name, exact: true }).last().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
