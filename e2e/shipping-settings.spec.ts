import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logInAsStaff, screenshot } from './support';

// Staff set where the shop delivers and at what price: the shipping zones and rates screen, and
// the product form's weight and package size, at both widths, with axe.

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('staff edit the shipping zones and rates, and a product’s parcel', async ({
  page,
}, testInfo) => {
  await logInAsStaff(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Edit shipping rates' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping zones and rates' })).toBeVisible();

  const canada = page.getByRole('region', { name: 'Canada' });
  await expect(canada.getByText(/States and provinces \(13\)/)).toBeVisible();
  const lower48 = page.getByRole('region', { name: 'US lower 48' });
  await expect(lower48.getByText(/States and provinces \(49\)/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-shipping');

  // Open Canada's regions: provinces of other zones are not offered, its own are ticked.
  await canada.getByText(/States and provinces/).click();
  await expect(canada.getByRole('checkbox', { name: 'Ontario' })).toBeChecked();
  await expect(canada.getByRole('checkbox', { name: /Georgia/ })).toBeDisabled();
  await screenshot(page, testInfo, 'admin-shipping-regions');

  // Methods are folded to one line each; open Canada's Ground. Transit that ends before it
  // starts is refused in the browser, beside its field; then a good change saves.
  await expect(
    canada.getByText(/By weight, 5 bands · free from \$750\.00 · 4–8 days/),
  ).toBeVisible();
  await canada.locator('summary').getByText('Ground', { exact: true }).click();
  const transit = canada.getByLabel('Transit: most days').first();
  await transit.fill('3');
  await page.getByRole('button', { name: 'Save shipping zones and rates' }).click();
  await expect(
    canada.getByText('The longest transit may not be shorter than the shortest.'),
  ).toBeVisible();
  await expect(transit).toBeFocused();
  await transit.fill('9');
  await page.getByRole('button', { name: 'Save shipping zones and rates' }).click();
  await expect(page.getByText(/Shipping zones and rates saved/)).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'Canada' });
  await expect(saved.getByText(/4–9 days/)).toBeVisible();
  // Back to the default: the desktop and phone runs share one shop.
  await saved.locator('summary').getByText('Ground', { exact: true }).click();
  await saved.getByLabel('Transit: most days').first().fill('8');
  await page.getByRole('button', { name: 'Save shipping zones and rates' }).click();
  await expect(page.getByText(/Shipping zones and rates saved/)).toBeVisible();

  // The product form: weight and the package's three sides.
  await page.goto('/admin/add-product');
  await expect(page.getByLabel('Weight (g)')).toBeVisible();
  await page.getByLabel('Package length (mm)').fill('3100');
  await expectNoSidewaysScroll(page);
  await page.getByText('Shipping (optional)').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-product-parcel');
});
