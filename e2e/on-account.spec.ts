import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  expectAccessible,
  expectNoSidewaysScroll,
  logInAsStaff,
  openAccountPage,
  screenshot,
  signedInCustomer,
} from './support';

const COUNTER = { slug: 'mlb-counter-40x60-backlit-frame' };

test('staff grant a company net terms; its buyer orders on account with a PO number; staff record the payment, the money returned, then a credit note', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A buyer and the staff in two browsers, an axe scan on each screen: slow on a 2-core machine.
  test.slow();
  const id = Date.now().toString(36);
  const companyName = `Booth Builders ${id}`;
  const poNumber = `PO-${id.toUpperCase()}`;

  // A customer makes a company; it buys with PayPal only so far.
  await signedInCustomer(page, request);
  await openAccountPage(page, 'Company');
  await page.getByLabel(/^Company name/).fill(companyName);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buying on account' })).toHaveCount(0);

  // Its admin sets the name and return address its blind parcels carry.
  const sender = page.getByRole('form', { name: 'Shipping sender' });
  await sender.getByLabel(/^Shipping name/).fill(companyName);
  await sender.getByLabel(/^Street address/).fill('200 Peachtree St NW');
  await sender.getByLabel(/^Town \/ City/).fill('Atlanta');
  await sender.getByLabel(/^State/).selectOption('GA');
  await sender.getByLabel(/^ZIP code/).fill('30303');
  await sender.getByRole('button', { name: 'Save sender' }).click();
  await expect(page.getByText('Shipping sender saved.')).toBeVisible();

  // Staff grant it net 30 with a $5,000 limit.
  const staffContext = await browser.newContext({ ...testInfo.project.use });
  const staff = await staffContext.newPage();
  await logInAsStaff(staff);
  await staff.goto('/admin/companies');
  const search = staff.getByLabel('Search companies', { exact: true });
  await search.fill(companyName);
  await search.press('Enter');
  await staff
    .getByRole('row')
    .filter({ hasText: companyName })
    .getByRole('link', { name: companyName })
    .click();
  await expect(staff.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  const companyPage = staff.url();
  const terms = staff.getByRole('region', { name: 'Buying on account' });
  await terms.getByLabel(/^Terms/).selectOption('30');
  await terms.getByLabel(/^Credit limit/).fill('5000');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(staff.getByText('Terms saved.')).toBeVisible();
  await expect(terms.getByText('Net 30 days')).toBeVisible();
  await expect(terms.getByText('$5,000.00').first()).toBeVisible();

  // The buyer pays by invoice: the PO number is asked for, then the order is placed at once.
  await addFromProductPage(page, COUNTER.slug);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const payByInvoice = page.getByRole('radio', { name: /^Pay by invoice \(net 30\)/ });
  await expect(payByInvoice).toBeVisible();
  await expect(page.getByText("$5,000.00 of your company's credit available.")).toBeVisible();
  await page.getByLabel(/^State/).selectOption('GA');
  await payByInvoice.check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByLabel(/^Ship under our company’s name/).check();
  await page.getByRole('button', { name: /Place order on account/ }).click();
  await expect(
    page.getByText('The purchase-order number is required to pay by invoice.'),
  ).toBeVisible();
  await page.getByLabel(/^Purchase-order number/).fill(poNumber);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'checkout-on-account');
  await page.getByRole('button', { name: /Place order on account/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();

  // The company page shows what it owes, by when, and the statement.
  await page.goto('/dashboard-client/company');
  const account = page.getByRole('region', { name: 'Buying on account' });
  const invoiceRow = account.getByRole('row').filter({ hasText: trackingNo });
  await expect(invoiceRow).toContainText(poNumber);
  await expect(invoiceRow).toContainText('Open');
  await expect(account.getByRole('link', { name: /statement of account/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'company-on-account');

  // The buyer's order page says by when its total is due, not that it was paid.
  await page.goto('/dashboard-client/orders');
  // Its status is not "Paid": the invoice is still to be paid.
  await expect(page.getByRole('row', { name: new RegExp(trackingNo) })).toContainText('On account');
  await screenshot(page, testInfo, 'orders-on-account');
  await page.getByRole('link', { name: `View order ${trackingNo}` }).click();
  await expect(page.getByText(/^Total due by /)).toBeVisible();
  await expect(page.getByText('Total paid')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'order-on-account');

  // Staff find the order by its PO number and record the cheque that pays it.
  await staff.goto(`/admin/orders?q=${encodeURIComponent(poNumber)}`);
  const orderRow = staff.getByRole('row', { name: new RegExp(trackingNo) });
  await expect(orderRow).toContainText('On account');
  await screenshot(staff, testInfo, 'admin-orders-on-account');
  // The production board says so too.
  await staff.goto('/admin/production');
  await expect(staff.getByRole('row', { name: new RegExp(trackingNo) })).toContainText(
    'On account',
  );
  await screenshot(staff, testInfo, 'production-on-account');
  await staff.goto(`/admin/orders?q=${encodeURIComponent(poNumber)}`);
  // The order ships under the company's name.
  await orderRow.getByRole('link', { name: trackingNo }).click();
  const blind = staff.getByText('Ships blind: sender on the parcel').locator('..');
  await expect(blind).toContainText(companyName);
  await expect(blind).toContainText('Atlanta, GA 30303');
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-order-blind');
  await staff.goto(companyPage);
  const staffInvoice = terms.getByRole('row').filter({ hasText: trackingNo });
  await staffInvoice.getByRole('button', { name: /^Record a payment for/ }).click();
  const dialog = staff.getByRole('dialog', { name: /^Record a payment for/ });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('The reference is required.')).toBeVisible();
  await dialog.getByLabel(/^Reference/).fill('CHQ 20417');
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-record-payment');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByText('Payment recorded.')).toBeVisible();
  await expect(staffInvoice).toContainText('Paid');
  await expect(staffInvoice).toContainText('CHQ 20417');
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-company-terms');

  // The buyer sees it paid.
  await page.goto('/dashboard-client/company');
  await expect(invoiceRow).toContainText('Paid');

  // The cheque bounces: staff record the money as returned, and the invoice owes it again.
  await staffInvoice.getByRole('button', { name: /^Record money returned for/ }).click();
  const returned = staff.getByRole('dialog', { name: /^Record money returned for/ });
  await returned.getByLabel(/^Reference/).fill('CHQ 20417');
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-money-returned');
  await returned.getByRole('button', { name: 'Record money returned' }).click();
  await expect(
    staff.getByText('Money returned recorded: the invoice owes it again.'),
  ).toBeVisible();
  await expect(staffInvoice).toContainText('Open');
  await expect(staffInvoice).toContainText('CHQ 20417 (returned');

  // A banner arrives torn: staff credit part of the order, and the invoice asks for less.
  await staff.goto(`/admin/orders?q=${encodeURIComponent(poNumber)}`);
  await orderRow.getByRole('link', { name: trackingNo }).click();
  await staff.getByRole('button', { name: 'Credit note' }).click();
  const credit = staff.getByRole('dialog', { name: `Credit note for order ${trackingNo}` });
  await credit.getByLabel(/^Amount/).fill('25.00');
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-credit-note');
  await credit.getByRole('button', { name: 'Issue credit note of $25.00' }).click();
  await expect(staff.getByText(/^Issued credit note CN-\d{4}-\d{6} of \$25\.00/)).toBeVisible();
  await expect(staff.getByRole('link', { name: /^PDF of credit note CN-/ })).toBeVisible();
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-order-credit-note');
  await staff.goto(companyPage);
  await expect(staffInvoice).toContainText('−$25.00 credited');
  await screenshot(staff, testInfo, 'admin-company-credited');
  // Receivables lists what the company still owes, not yet due.
  await staff.goto('/admin/receivables');
  const owing = staff.getByRole('row').filter({ hasText: companyName });
  await expect(owing).toContainText('Net 30 · 1 open invoice');
  await expect(
    owing.getByRole('link', { name: `Statement of ${companyName} (PDF)` }),
  ).toHaveAttribute('href', /\/api\/admin\/companies\/\d+\/statement\.pdf$/);
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-receivables');
  // Beside the sidebar at a small laptop's width, the invoice tables still fit.
  if (testInfo.project.name !== 'phone') {
    await staff.setViewportSize({ width: 1024, height: 768 });
    await expectNoSidewaysScroll(staff);
    for (const [name, path] of [
      ['company', companyPage],
      ['payments', '/admin/payments'],
    ] as const) {
      await staff.goto(path);
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      await staff.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(staff);
      await screenshot(staff, testInfo, `admin-${name}-tablet`);
    }
    await staff.goto(`/admin/orders?q=${encodeURIComponent(poNumber)}`);
    await orderRow.getByRole('link', { name: trackingNo }).click();
    await expect(staff.getByRole('heading', { name: 'Credit notes' })).toBeVisible();
    await expectNoSidewaysScroll(staff);
  }
  await staffContext.close();

  // The company's admin sees the credit and downloads the credit note.
  await page.reload();
  await expect(invoiceRow).toContainText('Open');
  await expect(invoiceRow).toContainText('−$25.00 credited');
  const noteLink = invoiceRow.getByRole('link', { name: /^PDF of credit note CN-/ });
  const download = await page.request.get((await noteLink.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'company-credited');
  // The order's page offers it beside the invoice it lowered.
  await page.goto('/dashboard-client/orders');
  await page.getByRole('link', { name: `View order ${trackingNo}` }).click();
  await expect(page.getByText('$25.00 credited to your invoice')).toBeVisible();
  await expect(page.getByText(/^Balance due by /)).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(\$25\.00\)$/ }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'order-credited');
  // The payments list says credited, not refunded.
  await page.goto('/dashboard-client/payment-methods');
  const paymentRow = page.getByRole('row').filter({ hasText: trackingNo });
  await expect(paymentRow).toContainText('$25.00 credited');
  await expect(paymentRow).toContainText('Invoiced');
  await screenshot(page, testInfo, 'payments-credited');
});
