import { expect, test } from '@playwright/test';
import { addFromProductPage, expectAccessible, logInAsStaff, signedInCustomer } from './support';

const COUNTER = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};
const BATTERY = {
  slug: 'mlb-counter-battery-40x60-backlit-frame',
  name: 'MLB Counter Battery 40 × 60 cm Backlit Frame',
};

test('a customer fills the cart, checks out with the test payment, and staff see the order', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, request);

  for (const product of [COUNTER, BATTERY]) {
    await addFromProductPage(page, product.slug);
  }

  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${COUNTER.name}` }).click();
  await expect(page.getByLabel(`Quantity of ${COUNTER.name}`, { exact: true })).toHaveText('2');
  await page.getByRole('button', { name: `Increase quantity of ${BATTERY.name}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${BATTERY.name}` }).click();
  await expect(page.getByLabel(`Quantity of ${BATTERY.name}`, { exact: true })).toHaveText('1');
  // 2 × $249.00 + 1 × $329.00
  await expect(page.getByText('$827.00').first()).toBeVisible();
  await page.getByRole('link', { name: /Proceed to checkout/ }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // Pre-filled from the profile.
  await expect(page.getByLabel(/^First name/)).toHaveValue('Erin');
  await expect(page.getByRole('button', { name: /^Country \/ Region/ })).toContainText(
    'United States',
  );
  await expectAccessible(page);

  // Validation in the browser: nothing is paid until the form is right.
  await page.getByLabel(/^Town \/ City/).fill('');
  await page.getByRole('button', { name: /Pay now/ }).click();
  await expect(page.getByText('The town / city is required.')).toBeVisible();
  await expect(
    page
      .getByText('Choose a state from the list.')
      .or(page.getByText('The state / province is required.')),
  ).toBeVisible();
  await expect(
    page.getByText('Please accept the terms and conditions to place your order.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Canada, chosen from the keyboard.
  await page.getByRole('button', { name: /^Country \/ Region/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('cana');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Country \/ Region/ })).toContainText('Canada');
  await page.getByLabel(/^Town \/ City/).fill('Toronto');
  await page.getByLabel(/^Province/).selectOption('ON');
  await page.getByLabel(/^Postal code/).fill('M5V 2T6');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByText(/^2-Day Rush \(/).click();
  // $827.00 + 25 % rush ($206.75); Canada's Ground ships free from $750.
  await expect(page.getByText('Shipping (Ground)')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now · \$1,033\.75/ })).toBeVisible();

  await page.getByRole('button', { name: /Pay now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  await expect(dialog).toContainText('$1,033.75');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();
  expect(trackingNo).toMatch(/^BLS-[A-Z0-9]{6}$/);
  await expect(page.getByText(`A confirmation has been sent to ${customer.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart' })).toContainText('0');
  await expectAccessible(page);

  // Staff see it at once, with its lines and totals.
  await page.context().clearCookies();
  await logInAsStaff(page);
  await page.goto('/admin/orders');
  const row = page.getByRole('row', { name: new RegExp(trackingNo) });
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('$1,033.75');
  await expectAccessible(page);
  await row.getByRole('link', { name: `View order ${trackingNo}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${trackingNo}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(COUNTER.name) })).toContainText('$498.00');
  // Billed and shipped to the same address: both panels show it.
  await expect(page.getByText('Toronto, ON M5V 2T6')).toHaveCount(2);
  await expectAccessible(page);
});
