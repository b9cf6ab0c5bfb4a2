import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  expectAccessible,
  openAccountPage,
  signedInCustomer,
  untilHydrated,
} from './support';

const COUNTER = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};

test('a customer saves an address that checkout fills in, keeps a wish list and edits their details', async ({
  page,
  request,
}) => {
  // A long journey with four axe scans: on a 2-core machine it needs more than the default time.
  test.slow();
  const customer = await signedInCustomer(page, request);

  // Address book: the first address becomes the default.
  await openAccountPage(page, 'Addresses');
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel(/^Label/).fill('Toronto office');
  await dialog.getByLabel(/^First name/).fill('Robin');
  await dialog.getByLabel(/^Last name/).fill('Banks');
  // The same flag picker as checkout's, offering the shop's shipping countries.
  await dialog.getByRole('button', { name: /^Country \/ Region/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('cana');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /^Country \/ Region/ })).toContainText('Canada');
  await dialog.getByLabel(/^Street address/).fill('100 Queen St W');
  await dialog.getByLabel(/^Town \/ City/).fill('Toronto');
  await dialog.getByLabel(/^Province/).selectOption('ON');
  await dialog.getByLabel(/^Postal code/).fill('M5H 2N2');
  await dialog.getByLabel(/^Phone/).fill('416 555 0100');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Default');
  await expect(saved.first()).toContainText('Toronto, ON M5H 2N2');
  // The toast's code loads on first use: scanned while it fades in, its text reads as too faint.
  await expect(page.getByText('Address saved.')).toBeVisible();
  await expectAccessible(page);

  // Checkout starts from the default address.
  await addFromProductPage(page, COUNTER.slug);
  await page.goto('/checkout');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Robin');
  await expect(page.getByLabel(/^Street address/)).toHaveValue('100 Queen St W');
  await expect(page.getByLabel(/^Postal code/)).toHaveValue('M5H 2N2');
  await expect(page.getByRole('button', { name: /^Country \/ Region/ })).toContainText('Canada');
  await expect(page.getByLabel(/^Email address/)).toHaveValue(customer.email);
  await expect(page.getByLabel('Use a saved address')).toBeVisible();

  // Wish list: the heart on a product card, the list page, and removing it.
  await page.goto('/allproducts');
  await untilHydrated(page);
  const heart = page
    .getByRole('article')
    .filter({ hasText: COUNTER.name })
    .getByRole('button', { name: 'Save to wish list' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard-client/wishlist');
  await expect(page.getByRole('link', { name: COUNTER.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Remove ${COUNTER.name} from wish list` }).click();
  await expect(page.getByText('Your wish list is empty')).toBeVisible();

  // Account details.
  await page.goto('/dashboard-client/account');
  const company = page.getByLabel(/^Company name/);
  await company.fill('Banks Exhibits');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your account details have been saved.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Banks Exhibits');
});
