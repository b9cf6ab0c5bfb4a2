import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerCustomer, signInStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { BILLING } from '../../test/checkout';
import { add, createCategory, createProduct } from '../../test/cart';
import { readMail } from '../../test/mail';
import { parseMailHtml } from '../../test/mail-html';
import { startSmtpReceiver } from '../../test/smtp';
import { openPayment, placeOrderRequest } from './orders.fixtures';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

it('e-mails the confirmation: number, lines, totals, address and how to send print files', async () => {
  const staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  const frame = await createProduct(app, staff, categoryId, {
    price: '249.00',
    name: 'Mail Frame',
  });
  const customer = await registerCustomer(app);
  await add(app, customer, frame.id, 2);
  const payment = await openPayment(app, customer, true);
  const email = `buyer-${customer.username}@example.com`;
  const response = await placeOrderRequest(app, customer, payment.order_id, { rush: true, email });
  expect(response.statusCode, response.body).toBe(200);
  const trackingNo: string = response.json().tracking_no;

  const mail = readMail((await smtp.waitFor(email)).raw);
  expect(mail.headers.subject).toBe(`Your Backlit Shop order ${trackingNo}`);
  expect(mail.text).toContain(`2 × Mail Frame (SKU ${frame.sku}) — $498.00`);
  expect(mail.text).toContain('Subtotal: $498.00');
  expect(mail.text).toContain('2-Day Rush: $124.50');
  expect(mail.text).toContain('Shipping (Ground): $9.95');
  expect(mail.text).toContain('Total: $632.45 USD');
  expect(mail.text).toContain(
    `Ship to: Ada Lovelace, ${BILLING.companyname}, ${BILLING.streetaddress}, Atlanta, GA 30318, United States`,
  );
  expect(mail.text).toContain(`quote your order number ${trackingNo}`);
  expect(mail.text).toContain(`E-mail a download link for it to ${app.config.shop.email}`);
  expect(mail.text).toContain('PDF or TIFF preferred');
  expect(mail.text).toContain('Bleed 10 mm on every side');
  expect(mail.text).toContain('Safety distance 30 mm');
  expect(mail.text).toContain('Minimum 100 ppi');
  expect(mail.text).toContain('https://shop.example/print-instruction');
  const orderPage = `https://shop.example/dashboard-client/orders/${response.json().order_id}`;
  expect(mail.text).toContain(`upload them on your order page, ${orderPage},`);
  // The e-mail's button leads there too.
  expect(mail.text).toContain(`Upload your print files: ${orderPage}\n`);
  expect(mail.html).toContain(`href="${orderPage}"`);

  // The HTML part lays the same facts out as tables: each line, then each total.
  const html = parseMailHtml(mail.html);
  expect(html.heading).toBe(`Thank you for your order ${trackingNo}`);
  expect(html.lines).toEqual([[`Mail Frame SKU ${frame.sku} · $249.00 each`, '2', '$498.00']]);
  expect(html.totals).toEqual([
    ['Subtotal', '$498.00'],
    ['2-Day Rush', '$124.50'],
    ['Shipping (Ground)', '$9.95'],
    ['Total', '$632.45 USD'],
  ]);
  expect(html.bodyText).toContain(`Ship to Ada Lovelace ${BILLING.companyname}`);
  expect(html.links).toContain(orderPage);
});
