import { expect, test } from '@playwright/test';
import { lastMailContaining, PASSWORD, registerThroughApi, screenshot } from './support';

const FRAME_SLUG = 'mlb-counter-40x60-backlit-frame';

test('the order confirmation e-mail fits a 600 px and a 320 px wide reader, with its lines and totals', async ({
  browser,
  request,
}, testInfo) => {
  // An order paid as checkout pays it, with rush so that every kind of total shows.
  const customer = await registerThroughApi(request);
  const login = await request.post('/api/login', {
    data: { email: customer.email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const product = (await (await request.get(`/api/product/${FRAME_SLUG}`)).json()).product as {
    id: number;
    name: string;
  };
  const added = await request.post('/api/add-to-cart', {
    headers,
    data: { product_id: product.id, product_qty: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const payment = await request.post('/api/checkout/payment', {
    headers,
    data: { rush: true, country: 'US', state: 'GA' },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  const placed = await request.post('/api/place-order', {
    headers,
    data: {
      firstname: 'Erin',
      lastname: 'Tester',
      companyname: 'Exhibitions & Displays of the Greater Atlanta Metropolitan Area LLC',
      country: 'US',
      streetaddress: '10 Peachtree St',
      city: 'Atlanta',
      state_contry: 'GA',
      zip: '30303',
      phone: '+1 404-555-0199',
      email: customer.email,
      terms: true,
      rush: true,
      payment_order_id: (await payment.json()).order_id as string,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const trackingNo = (await placed.json()).tracking_no as string;

  // The HTML part of the message in the shop's outbox.
  const raw = await lastMailContaining(`Thank you for your order ${trackingNo}`);
  const html = raw.slice(
    raw.indexOf('<!DOCTYPE html>'),
    raw.lastIndexOf('</html>') + '</html>'.length,
  );
  expect(html.length).toBeGreaterThan(1000);

  for (const width of [600, 320]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    // Whatever the mail would fetch from elsewhere when opened (fonts, pictures) shows here.
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(sent.url()));
    await page.setContent(html, { waitUntil: 'load' });
    expect(fetched).toEqual([]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Thank you for your order ${trackingNo}`,
    );
    const line = page.locator('tr[data-line]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('td').nth(0)).toContainText(product.name);
    await expect(line.locator('td').nth(1)).toHaveText('2');
    const totals = page.locator('tr[data-total]');
    await expect(totals.first()).toContainText('Subtotal');
    await expect(totals.filter({ hasText: '2-Day Rush' })).toHaveCount(1);
    await expect(totals.filter({ hasText: 'Shipping (' })).toHaveCount(1);
    await expect(totals.last()).toContainText(/Total\s*\$[\d,]+\.\d\d USD/);
    await expect(page.getByRole('link', { name: 'Upload your print files' })).toHaveAttribute(
      'href',
      /\/dashboard-client\/orders\/\d+$/,
    );

    // Nothing wider than the reader: no sideways scrolling, no element sticking out.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    });
    expect(overflow.wide).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    await screenshot(page, testInfo, `mail-order-confirmation-${width}`);
    await context.close();
  }
});
