import { expect, test } from '@playwright/test';
import { TAX_SHOP_PORT } from './playwright.config';
import { STAFF } from './staff';
import {
  bearerFor,
  collectOntarioAndGeorgiaTax,
  expectAccessible,
  logInAsStaff,
  PASSWORD,
  screenshot,
  signedInCustomer,
} from './support';

// The shop that collects sales tax (see reviews-tax.spec.ts): an exemption needs a tax to lift.
const baseURL = `http://127.0.0.1:${TAX_SHOP_PORT}`;
test.use({ baseURL });

/** A one-page PDF, as a scanned certificate would be (the shop reads its header). */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a company admin uploads a resale certificate, staff approve it, and the buyer orders on account there with a PO number and no tax', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const staff = await bearerFor(request, STAFF);
  await collectOntarioAndGeorgiaTax(request, staff);

  // The customer runs a company that resells.
  const customer = await signedInCustomer(page, request);
  const mine = await bearerFor(request, { email: customer.email, password: PASSWORD });
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Resale Displays ${suffix}`;
  const created = await request.post('/api/account/company', { headers: mine, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  // Staff have granted it net 30 (the on-account journey grants terms on screen).
  const companyId = (await created.json()).company.id as number;
  const granted = await request.put(`/api/admin/companies/${companyId}/terms`, {
    headers: staff,
    data: { net_days: 30, credit_limit: '5000' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const number = `ON-RC-${suffix}`.toUpperCase();

  // Uploads the Ontario certificate from the company page.
  await page.goto('/dashboard-client/company');
  const upload = page.getByRole('form', { name: 'Upload a certificate' });
  await upload.getByLabel(/^Form/).selectOption('Resale certificate');
  await upload.getByLabel(/^Certificate number/).fill(number);
  await upload.getByLabel(/^Country/).selectOption('CA');
  await upload.getByLabel(/^Province/).selectOption('ON');
  await upload.getByLabel(/^Expiry date/).fill(`${new Date().getFullYear() + 2}-12-31`);
  await upload.getByLabel(/^Certificate \(PDF\)/).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: CERTIFICATE_PDF,
  });
  await upload.getByRole('button', { name: 'Send for review' }).click();
  const certificates = page.getByRole('list', { name: 'Certificates' });
  await expect(certificates.getByText(`No. ${number}`)).toBeVisible();
  await expect(certificates.getByText('Pending review')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'company-certificate-pending');

  // Staff open it in the back-office and approve it.
  const staffContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  const staffPage = await staffContext.newPage();
  await logInAsStaff(staffPage);
  await staffPage.goto('/admin/companies');
  const toReview = staffPage.getByRole('list', { name: 'Certificates to review' });
  const item = toReview.getByRole('listitem').filter({ hasText: number });
  await expect(item).toContainText(name);
  await expect(item.getByRole('link', { name: /Open PDF/ })).toHaveAttribute(
    'href',
    /\/api\/admin\/tax-certificates\/\d+\/file$/,
  );
  await expectAccessible(staffPage);
  await screenshot(staffPage, testInfo, 'admin-certificates-to-review');
  await item.getByRole('button', { name: /^Approve/ }).click();
  await expect(staffPage.getByText('Certificate approved.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  await expect(certificates.getByText('Approved')).toBeVisible();
  await screenshot(page, testInfo, 'company-certificate-approved');

  // The buyer's cart and checkout show the exemption instead of Ontario's HST.
  const list = await request.get('/api/fetchProducts/all?q=LED');
  const product = (
    (await list.json()).product_data.products as { id: number; stock: number }[]
  ).find((candidate) => candidate.stock > 0)!;
  const added = await request.post('/api/add-to-cart', {
    headers: mine,
    data: { product_id: product.id, product_qty: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const exempt = `Tax exempt — certificate ${number} (ON)`;
  await page.goto('/cart');
  const totals = page.getByRole('region', { name: 'Cart totals' });
  await totals.getByLabel('Estimate for').selectOption('CA-ON');
  await expect(totals.getByText(exempt)).toBeVisible();
  await expect(totals.getByText('HST 13%')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'cart-tax-exempt');

  await totals.getByRole('link', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Country \/ Region/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('cana');
  await page.keyboard.press('Enter');
  await page.getByLabel(/^Town \/ City/).fill('Toronto');
  await page.getByLabel(/^Province/).selectOption('ON');
  await page.getByLabel(/^Postal code/).fill('M5V 2T6');
  await page.getByLabel(/I have read and agree/).check();
  const review = page.getByRole('region', { name: 'Order review' });
  await expect(review.getByText(exempt)).toBeVisible();
  await expect(review.getByText('HST 13%')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'checkout-tax-exempt');

  // The company buys on account: it pays by invoice, quoting its PO number, and what it owes is
  // the order's total without tax.
  await page.getByRole('radio', { name: /^Pay by invoice \(net 30\)/ }).check();
  await page.getByLabel(/^Purchase-order number/).fill(`PO-${suffix}`);
  await screenshot(page, testInfo, 'checkout-on-account-tax-exempt');
  const place = page.getByRole('button', { name: /Place order on account/ });
  const shown = (await place.textContent())!.match(/\$[\d,]+\.\d\d/)![0];
  await place.click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  await expect(page.getByText(shown).first()).toBeVisible();
  await screenshot(page, testInfo, 'order-complete-tax-exempt');
  const account = await request.get('/api/account/company/terms', { headers: mine });
  expect((await account.json()).terms).toMatchObject({
    open_balance: Number(shown.replace(/[$,]/g, '')),
  });
});
