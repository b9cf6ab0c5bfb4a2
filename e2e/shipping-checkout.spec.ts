import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { addFromProductPage, expectAccessible, logInAsStaff, signedInCustomer } from './support';

const FRAME = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};
const SPARE = { slug: 'corner-connector-set-4-pcs', name: 'Corner Connector Set (4 pcs)' };

/** A working day a few weeks ahead, as the date field takes it. */
function showDay(): string {
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a customer ships a frame and a spare part to a booth in Ontario by Expedited, and staff print the packing slip', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);
  for (const product of [FRAME, SPARE]) {
    await addFromProductPage(page, product.slug);
  }

  await page.goto('/cart');
  await expect(
    page.getByText('Calculated at checkout').or(page.getByText(/^Estimate: /)),
  ).toBeVisible();
  await page.getByRole('link', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  // Billed in Georgia; shipped to the convention centre's hall.
  await page
    .getByLabel(/^State/)
    .first()
    .selectOption('GA');
  await page.getByLabel('Ship to a different address').check();
  const shipping = page.locator('section', {
    has: page.getByRole('heading', { name: 'Billing details' }),
  });
  await shipping
    .getByLabel(/^First name/)
    .nth(1)
    .fill('Grace');
  await shipping
    .getByLabel(/^Last name/)
    .nth(1)
    .fill('Hopper');
  await shipping
    .getByLabel(/^Company name/)
    .nth(1)
    .fill('Analytical Engines (exhibitor)');
  await shipping.getByRole('combobox', { name: /^Country \/ Region/ }).selectOption('CA');
  await shipping
    .getByLabel(/^Street address/)
    .nth(1)
    .fill('255 Front St W');
  await shipping
    .getByLabel(/^Apartment, suite, unit/)
    .nth(1)
    .fill('Metro Toronto Convention Centre, Hall D');
  await shipping
    .getByLabel(/^Town \/ City/)
    .nth(1)
    .fill('Toronto');
  await shipping.getByLabel(/^Province/).selectOption('ON');
  await shipping.getByLabel(/^Postal code/).fill('M5V 2W6');
  await page.getByLabel(/^Phone for the carrier/).fill('416 555 0199');
  await page.getByLabel('Deliver to a trade-show booth').check();
  await page.getByLabel(/^Show name/).fill('Exhibit Canada 2026');
  await page.getByLabel(/^Hall \/ booth number/).fill('Hall D, Booth 1234');
  await page.getByLabel(/^Exhibitor name/).fill('Analytical Engines');
  const deliverBy = showDay();
  await page.getByLabel(/^Deliver by/).fill(deliverBy);

  // Canada's methods, priced by the server: Expedited is the two-day service.
  const methods = page.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await methods.getByRole('radio', { name: /Expedited/ }).check();
  await expect(methods.getByText(/Expedited\s*\$59\.95/)).toBeVisible();
  await expect(page.getByText('Shipping (Expedited)')).toBeVisible();
  await page.getByLabel(/I have read and agree/).check();
  await expectAccessible(page);
  await methods.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-ship-to.png'), fullPage: true });

  const payNow = page.getByRole('button', { name: /Pay now/ });
  const total = (await payNow.textContent())!.replace(/^.*·\s*/, '').trim();
  await payNow.click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  // The amount the server priced is the one the page showed.
  await expect(dialog).toContainText(total);
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByText('Shipping (Expedited)')).toBeVisible();

  // Staff find it by the day it is due at the show, see both addresses, and print the slip.
  await page.context().clearCookies();
  await logInAsStaff(page);
  await page.goto(`/admin/orders?deliver_by=${deliverBy}`);
  const row = page.getByRole('row', { name: new RegExp(trackingNo) });
  await expect(row).toContainText(total);
  await row.getByRole('link', { name: `View order ${trackingNo}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${trackingNo}` })).toBeVisible();
  await expect(page.getByText('Toronto, ON M5V 2W6')).toBeVisible();
  await expect(page.getByText('Hall D, Booth 1234')).toBeVisible();
  await expect(page.getByText(/Expedited · estimated delivery/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({
    path: test.info().outputPath('admin-order-ship-to.png'),
    fullPage: true,
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download packing slip (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`packing-slip-${trackingNo}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
