import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TAX_SHOP_PORT } from './playwright.config';
import { STAFF } from './staff';
import {
  bearerFor,
  collectOntarioAndGeorgiaTax,
  expectAccessible,
  lastMailContaining,
  PASSWORD,
  signedInCustomer,
  untilHydrated,
} from './support';

// A shop of its own: this journey switches sales tax on, which the other journeys do not expect.
test.use({ baseURL: `http://127.0.0.1:${TAX_SHOP_PORT}` });

/** Each screen size reviews its own product, so the two runs never count each other's stars. */
async function productFor(request: APIRequestContext, project: string) {
  const q = project === 'phone' ? 'Padded Carry Bag' : 'LED';
  const list = await request.get(`/api/fetchProducts/all?q=${encodeURIComponent(q)}`);
  const products = (await list.json()).product_data.products as {
    id: number;
    slug: string;
    name: string;
    stock: number;
  }[];
  return products.find((product) => product.stock > 0)!;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('tax before paying, in the payment and on the papers; then a verified review, moderated and shown', async ({
  page,
  request,
  browser,
}) => {
  const staff = await bearerFor(request, STAFF);
  // Staff collect in Ontario (HST preset at 13 %) and in Georgia at the rate they set.
  await collectOntarioAndGeorgiaTax(request, staff);

  const product = await productFor(request, test.info().project.name);
  const customer = await signedInCustomer(page, request);
  await page.goto(`/product/${product.slug}`);
  await untilHydrated(page);
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toContainText(
    'No reviews yet',
  );
  // The cart estimates the tax of the region picked (this profile has no state to start from).
  const mine = await bearerFor(request, { email: customer.email, password: PASSWORD });
  const added = await request.post('/api/add-to-cart', {
    headers: mine,
    data: { product_id: product.id, product_qty: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const cart = await (await request.get('/api/cart', { headers: mine })).json();
  const cents = Math.round((cart.subtotal as number) * 100);
  const money = (value: number) =>
    `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const hst = Math.floor((cents * 13_000 + 50_000) / 100_000);
  const georgia = Math.floor((cents * 4_000 + 50_000) / 100_000);
  // The region's cheapest shipping method, as the cart estimates it and checkout first picks it.
  const cheapest = async (country: string, region: string) => {
    const quote = await (
      await request.post('/api/shipping/quote', {
        headers: mine,
        data: { country, region, rush: false },
      })
    ).json();
    return Math.round(
      Math.min(...(quote.methods as { price: number }[]).map((m) => m.price)) * 100,
    );
  };
  const shipGeorgia = await cheapest('US', 'GA');
  const shipOntario = await cheapest('CA', 'ON');
  // Ontario taxes shipping with the goods at checkout.
  const hstWithShipping = Math.floor(((cents + shipOntario) * 13_000 + 50_000) / 100_000);
  await page.goto('/cart');
  const totals = page.getByRole('region', { name: 'Cart totals' });
  await expect(totals.getByText('Choose where you are billed')).toBeVisible();
  await totals.getByLabel('Estimate for').selectOption('US-GA');
  await expect(totals.getByText('Sales tax 4%')).toBeVisible();
  await expect(totals.getByText(money(cents + shipGeorgia + georgia))).toBeVisible();
  await totals.getByLabel('Estimate for').selectOption('CA-ON');
  await expect(totals.getByText('HST 13%')).toBeVisible();
  await expect(totals.getByText(money(cents + shipOntario + hst))).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'cart-estimated-tax');

  // Checkout charges the billing address's region: Ontario.
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
  await expect(review.getByText('HST 13%')).toBeVisible();
  const total = money(cents + shipOntario + hstWithShipping);
  await expect(
    page.getByRole('button', { name: new RegExp(`Pay now · \\${total}`) }),
  ).toBeVisible();
  await shot(page, 'checkout-tax');
  await page.getByRole('button', { name: /Pay now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  await expect(dialog).toContainText(total);
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  await expect(page.getByText('HST 13%')).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();
  await shot(page, 'order-complete-tax');

  // The order, the e-mail and the invoice say the same.
  const mail = await lastMailContaining(
    `Your Backlit Shop order ${trackingNo}`,
    process.env.E2E_TAX_DATA_DIR!,
  );
  expect(mail).toContain(`HST 13%: ${money(hstWithShipping)}`);
  expect(mail).toContain(`Total: ${total} USD`);
  const orders = await (await request.get('/api/account/orders', { headers: mine })).json();
  const orderId = orders.orders[0].id as number;
  const detail = await (
    await request.get(`/api/account/orders/${orderId}`, { headers: mine })
  ).json();
  expect(detail.order.tax).toEqual([{ name: 'HST', rate: '13', amount: hstWithShipping / 100 }]);
  expect(detail.order.total).toBe((cents + shipOntario + hstWithShipping) / 100);
  const invoice = await request.get(`/api/account/orders/${orderId}/invoice.pdf`, {
    headers: mine,
  });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toContain('application/pdf');
  await page.goto(`/dashboard-client/orders/${orderId}`);
  await expect(page.getByText('HST 13%')).toBeVisible();
  await shot(page, 'account-order-tax');

  // Staff ship it; the customer may now review the product, and waits for approval.
  for (const [path, data] of [
    ['production', {}],
    ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
  ] as const) {
    const moved = await request.post(`/api/orders/${orderId}/${path}`, { headers: staff, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await page.goto('/dashboard-client/reviews');
  await page.getByRole('button', { name: `Write a review of ${product.name}` }).click();
  const form = page.getByRole('form', { name: `Review of ${product.name}` });
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await form.getByLabel(/^Title/).fill('Bright and even');
  await form.getByLabel(/^Your review/).fill('Lit our whole booth wall evenly, set up in minutes.');
  await expectAccessible(page);
  await shot(page, 'write-review');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Waiting for approval')).toBeVisible();

  // Staff publish it from the moderation queue.
  const staffContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${TAX_SHOP_PORT}`,
    viewport: page.viewportSize(),
  });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/login');
  await staffPage.getByLabel(/^Email address/).fill(STAFF.email);
  await staffPage.getByLabel(/^Password/).fill(STAFF.password);
  await staffPage.getByRole('button', { name: 'Log in' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/dashboard$/);
  await staffPage.goto('/admin/reviews');
  // The back-office's code loads on first use: slow on a busy machine.
  await expect(staffPage.getByRole('tab', { name: /^Waiting/ })).toBeVisible({ timeout: 30_000 });
  const queued = staffPage.getByRole('listitem').filter({ hasText: product.name });
  await expect(queued.first()).toBeVisible();
  await expectAccessible(staffPage);
  await shot(staffPage, 'admin-reviews');
  await queued
    .filter({ hasText: customer.email })
    .getByRole('button', { name: /^Publish/ })
    .click();
  await expect(staffPage.getByText(/^Published the 5-star review/)).toBeVisible();
  await staffContext.close();

  // The product page shows it, its rating, and says so to search engines.
  await page.goto(`/product/${product.slug}`);
  await untilHydrated(page);
  await expect(page.getByText('5.0 · 1 review').first()).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('Bright and even')).toBeVisible();
  await expect(reviews.getByText('Verified purchase')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'product-reviews');
  const html = await (await request.get(`/product/${product.slug}`)).text();
  expect(html).toContain('"AggregateRating"');
  expect(html).toContain('"reviewCount":1');
  expect(html).toContain('Bright and even');

  // Sorted by average rating, reviewed products come first; the card shows the rating.
  await page.goto('/allproducts?sort=rating');
  await expect(page.getByRole('article').first()).toContainText('5.0 · 1 review');
  await shot(page, 'sorted-by-rating');
});
