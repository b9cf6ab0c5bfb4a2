import { expect, test } from '@playwright/test';
import { addFromProductPage, expectAccessible, openAccountPage, signedInCustomer } from './support';

const FRAME = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};

test('a customer finds the order, downloads its invoice and orders it again', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);

  // Before the first order: an empty list that leads to the shop.
  await openAccountPage(page, 'Orders');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the shop' })).toBeVisible();
  await expectAccessible(page);

  // An order, paid with the test provider.
  await addFromProductPage(page, FRAME.slug);
  await page.goto('/checkout');
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: /Pay now/ }).click();
  await page
    .getByRole('dialog', { name: 'Pay for your order' })
    .getByRole('button', { name: 'Test payment — no money is taken' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();
  // The print-file box leads to the upload; e-mail is only the way round.
  await expect(page.getByRole('region', { name: /upload your print files/i })).toContainText(
    'A file over the upload limit? E-mail a download link',
  );
  await page.screenshot({ path: test.info().outputPath('order-complete.png'), fullPage: true });

  // Order Complete leads to the order in the account area.
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/dashboard-client\/orders\/\d+$/);
  const orderUrl = page.url();
  await expect(page.getByRole('heading', { name: `Order ${trackingNo}` })).toBeVisible();

  // The list shows it; View opens it.
  await openAccountPage(page, 'Orders');
  const row = page.getByRole('row', { name: new RegExp(trackingNo) });
  await expect(row).toContainText('Paid');
  // The frame ($249.00) and Ground to Georgia, the cheapest method ($29.95).
  await expect(row).toContainText('$278.95');
  await expectAccessible(page);
  // The number links to the order on every screen; the View button shows from tablets up.
  await row.getByRole('link', { name: trackingNo, exact: true }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole('row', { name: new RegExp(FRAME.name) })).toContainText('$249.00');
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Paid');
  // The order's page has the upload itself; its print-file box keeps only the way round.
  await expect(page.getByRole('region', { name: 'Print files' })).toContainText(
    `quote your order number ${trackingNo}`,
  );
  await expectAccessible(page);

  // The invoice is a PDF named after its number.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const invoiceNumber = download.suggestedFilename().slice('invoice-'.length, -'.pdf'.length);

  // Order again fills the cart and says so.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(
    page.getByText('The products of this order are in your cart again.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart' })).toContainText('1');
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel(`Quantity of ${FRAME.name}`, { exact: true })).toHaveText('1');

  // Invoices and payments list it too.
  await page.goto('/dashboard-client/invoices');
  await expect(page.getByRole('link', { name: `PDF of invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText(
    trackingNo,
  );
  await expectAccessible(page);
  await openAccountPage(page, 'Payment methods');
  await expect(page.getByText(/never sees or stores card numbers/)).toBeVisible();
  const payment = page.getByRole('row', { name: new RegExp(trackingNo) });
  await expect(payment).toContainText('Demo payment');
  await expect(payment).toContainText('Captured');
  await expectAccessible(page);
});
