import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectAccessible,
  lastMailContaining,
  logIn,
  logInAsStaff,
  PASSWORD,
  registerThroughApi,
} from './support';

// Nothing printed: the order goes into production without waiting for approved artwork.
const PRODUCT_SLUG = 'padded-carry-bag-for-frames-up-to-200-cm';

/** A customer places an order with the demo payment through the API, as checkout does. */
async function placeOrderThroughApi(request: APIRequestContext) {
  const customer = await registerThroughApi(request);
  const login = await request.post('/api/login', {
    data: { email: customer.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const product = await request.get(`/api/product/${PRODUCT_SLUG}`);
  const productId = (await product.json()).product.id as number;
  const added = await request.post('/api/add-to-cart', {
    headers,
    data: { product_id: productId, product_qty: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const payment = await request.post('/api/checkout/payment', {
    headers,
    data: { rush: false, country: 'US', state: 'GA' },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  const { order_id: paymentOrderId, amount } = (await payment.json()) as {
    order_id: string;
    amount: string;
  };
  const placed = await request.post('/api/place-order', {
    headers,
    data: {
      firstname: 'Erin',
      lastname: 'Tester',
      country: 'US',
      streetaddress: '10 Peachtree St',
      city: 'Atlanta',
      state_contry: 'GA',
      zip: '30303',
      phone: '+1 404-555-0199',
      email: customer.email,
      terms: true,
      payment_order_id: paymentOrderId,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order_id: id, tracking_no: trackingNo } = (await placed.json()) as {
    order_id: number;
    tracking_no: string;
  };
  // What was paid: the frame shipped to Georgia, and Georgia's tax when staff collect it.
  return { id, trackingNo, email: customer.email, amount };
}

test('staff move an order to production, ship it with a tracking number, and refund another', async ({
  page,
  request,
  browser,
}) => {
  const first = await placeOrderThroughApi(request);
  const second = await placeOrderThroughApi(request);
  await logInAsStaff(page);

  // Find the first order through the filter bar.
  await page.goto('/admin/orders');
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Search').fill(first.trackingNo);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${first.trackingNo}`));
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/orders/export.csv?q=${first.trackingNo}`,
  );
  const row = page.getByRole('row', { name: new RegExp(first.trackingNo) });
  await expect(row).toContainText('Paid');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('orders-list.png'), fullPage: true });
  await row.getByRole('link', { name: `View order ${first.trackingNo}` }).click();

  // In production, then shipped through the dialog.
  await expect(page.getByRole('heading', { name: `Order ${first.trackingNo}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark in production' }).click();
  await expect(page.getByText(`Order ${first.trackingNo} marked in production.`)).toBeVisible();
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark shipped' });
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('The carrier is required.')).toBeVisible();
  await ship.getByLabel(/^Carrier/).fill('UPS');
  await ship.getByLabel(/^Tracking number/).fill('1Z999AA10123456784');
  await expectAccessible(page);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toHaveCount(0);
  await expect(
    page.getByText(`Order ${first.trackingNo} shipped with UPS (1Z999AA10123456784).`),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('In production → Shipped · UPS 1Z999AA10123456784');
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('order-shipped.png'), fullPage: true });

  // The customer is told, with the tracking number.
  const mail = await lastMailContaining(`Your order ${first.trackingNo} has shipped`);
  expect(mail).toContain('Tracking number: 1Z999AA10123456784');

  // So is their order page in the account area.
  const customer = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  const customerPage = await customer.newPage();
  await logIn(customerPage, first.email, PASSWORD);
  await expect(customerPage).toHaveURL(/\/dashboard-client$/);
  await customerPage.goto(`/dashboard-client/orders/${first.id}`);
  await expect(
    customerPage.getByRole('heading', { name: `Order ${first.trackingNo}` }),
  ).toBeVisible();
  await expect(customerPage.getByText(/1Z999AA10123456784/).first()).toBeVisible();
  await expect(customerPage.getByText(/UPS/).first()).toBeVisible();
  await customer.close();

  // Refund the second order in full, after confirming the amount.
  await page.goto(`/admin/orders/${second.id}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${second.trackingNo}` });
  await expect(refund.getByLabel(/^Amount/)).toHaveValue(second.amount);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('order-refund-dialog.png') });
  await refund.getByRole('button', { name: `Refund $${second.amount}` }).click();
  await expect(
    page.getByText(`Order ${second.trackingNo} refunded in full ($${second.amount}).`),
  ).toBeVisible();
  await expect(page.getByText('This order is fully refunded: no further actions.')).toBeVisible();
  await expect(history).toContainText(`Paid → Refunded · $${second.amount} refunded`);

  await page.goto(`/admin/orders?status=refunded&q=${second.trackingNo}`);
  await expect(page.getByRole('row', { name: new RegExp(second.trackingNo) })).toContainText(
    'Refunded',
  );
});
