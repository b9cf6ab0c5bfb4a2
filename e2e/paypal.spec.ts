import { expect, test } from '@playwright/test';
import { PAYPAL_SHOP_PORT } from './playwright.config';
import { addFromProductPage, expectAccessible, signedInCustomer } from './support';

// The shop configured for PayPal, talking to a PayPal-shaped fake whose stub SDK renders the
// buttons and approves the order as the buyer would in PayPal's popup.
test.use({ baseURL: `http://127.0.0.1:${PAYPAL_SHOP_PORT}` });

test('a customer pays with the PayPal buttons and gets the order number', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);

  await addFromProductPage(page, 'mlb-counter-40x60-backlit-frame');

  await page.goto('/checkout');
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/I have read and agree/).check();
  await expect(page.getByText(/Pay with your PayPal account/)).toBeVisible();
  await page.getByRole('button', { name: /Pay now/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  // The frame ($249.00) and Ground to Georgia, the cheapest method ($29.95).
  await expect(dialog).toContainText('$278.95');
  await dialog.getByRole('button', { name: 'PayPal' }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  await expectAccessible(page);
});
