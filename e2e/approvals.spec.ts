import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  bearerFor,
  expectAccessible,
  lastMailContaining,
  logIn,
  PASSWORD,
  registerThroughApi,
  screenshot,
} from './support';

const FRAME = { slug: 'mlb-counter-40x60-backlit-frame' };

test('a buyer’s order over the company’s limit waits for its admin’s approval, then is paid', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, two browsers, several axe scans: longer than the default on a 2-core machine.
  test.slow();
  const name = `Approval Displays ${Date.now().toString(36)}`;
  // The admin makes the company and invites the buyer through the API; the buyer joins by the
  // mailed link.
  const admin = await registerThroughApi(request);
  const buyer = await registerThroughApi(request);
  const adminAuth = await bearerFor(request, { email: admin.email, password: PASSWORD });
  const buyerAuth = await bearerFor(request, { email: buyer.email, password: PASSWORD });
  expect(
    (await request.post('/api/account/company', { headers: adminAuth, data: { name } })).status(),
  ).toBe(201);
  const invited = await request.post('/api/account/company/invitations', {
    headers: adminAuth,
    data: { email: buyer.email, role: 'buyer' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = (await lastMailContaining(`To: ${buyer.email}`)).match(
    /\/company-invitation\?token=([\w-]+)/,
  )?.[1];
  const accepted = await request.post('/api/account/company/invitations/accept', {
    headers: buyerAuth,
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The admin sets the limit on the company page.
  const adminContext = await browser.newContext({ ...testInfo.project.use });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, PASSWORD);
  await expect(adminPage).toHaveURL(/\/dashboard-client$/);
  await adminPage.goto('/dashboard-client/company');
  const section = adminPage.getByRole('region', { name: 'Order approvals' });
  await section.getByLabel(/^Approval limit/).fill('300');
  await section.getByRole('button', { name: 'Save limit' }).click();
  await expect(
    section.getByText('Orders over $300.00 placed by buyers need an admin’s approval.'),
  ).toBeVisible();

  // The buyer's two frames ($498.00) are over it: checkout asks for approval instead of payment.
  await logIn(page, buyer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await addFromProductPage(page, FRAME.slug, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Approval needed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await page.getByLabel(/^Note for your admin/).fill('Two counters for booth 412');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'checkout-approval-needed');
  await page.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(
    page.getByRole('heading', { name: 'Waiting for your company admin’s approval' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'checkout-approval-pending');

  // The admin is e-mailed and told on the dashboard, and approves it on the company page.
  await lastMailContaining(`asks you to approve an order of $498.00`);
  await adminPage.goto('/dashboard-client');
  await expect(adminPage.getByRole('region', { name: 'Order approvals' })).toContainText(
    'A buyer’s order waits for your approval.',
  );
  await adminPage.goto('/dashboard-client/company');
  const pending = section.getByRole('listitem').filter({ hasText: 'Two counters for booth 412' });
  await expect(pending).toContainText('Waiting for approval');
  await expectAccessible(adminPage);
  await screenshot(adminPage, testInfo, 'company-approval-pending');
  await pending.getByRole('button', { name: /^Approve / }).click();
  await expect(pending).toContainText('Approved');
  await screenshot(adminPage, testInfo, 'company-approval-approved');

  // The buyer is told, and pays for exactly those lines.
  await lastMailContaining('was approved');
  await page.goto('/dashboard-client');
  const notice = page.getByRole('region', { name: 'Order approvals' });
  await expect(notice).toContainText('Your order of $498.00 was approved');
  await screenshot(page, testInfo, 'dashboard-approved');
  await notice.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByText('Approved by your company’s admin')).toBeVisible();
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: /Pay now/ }).click();
  await page.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();

  // The request names the order it was used for.
  await adminPage.reload();
  await expect(section.getByRole('link', { name: trackingNo })).toBeVisible();
  await adminContext.close();
});
