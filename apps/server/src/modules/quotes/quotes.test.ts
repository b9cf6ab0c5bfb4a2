import {
  ApiErrorSchema,
  AuditResponseSchema,
  CheckoutSummarySchema,
  CreatedQuoteResponseSchema,
  QuoteResponseSchema,
  QuotesResponseSchema,
  type Quote,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { quotes } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct, viewCart } from '../../test/cart';
import { BILLING, BILLING_REGION, saveTaxTable } from '../../test/checkout';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { jobsIdle, runWaitingJobsNow } from '../../test/jobs';
import { pdfText } from '../../test/pdf-text';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { quoteExpiryJob } from './quotes.jobs';

/** Quotes end to end: request, staff pricing and sending, accepting, paying it through PayPal. */

const DAY_MS = 86_400_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
/** Georgia collects 4 % on goods, not on shipping: BILLING's region. */
const GEORGIA = {
  country: 'US',
  region: 'GA',
  collect: true,
  shipping_taxable: false,
  components: [{ name: 'Sales tax', rate: '4' }],
};

let app: App;
let paypal: FakePayPal;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  smtp = await startSmtpReceiver();
  app = await buildTestApp({
    payment: paypal.paymentConfig({ timeoutMs: 2_000 }),
    smtpUrl: smtp.url,
  });
  staff = await signInStaff(app);
  categoryId = await createCategory(app, staff);
  await saveTaxTable(app, staff, [GEORGIA]);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await paypal.close();
});

const call = (
  account: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

function quoteOf(response: LightMyRequestResponse, status = 200): Quote {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  return (status === 201 ? CreatedQuoteResponseSchema : QuoteResponseSchema).parse(response.json())
    .quote;
}

function refusal(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return ApiErrorSchema.parse(response.json());
}

const frame = (stock = 100) =>
  createProduct(app, staff, categoryId, { price: '249.00', stock, name: 'Quoted Frame' });

async function requestQuote(buyer: SignedIn, productId: number, quantity = 40) {
  return quoteOf(
    await call(buyer, 'POST', '/api/account/quotes', {
      lines: [{ product_id: productId, quantity }],
      note: 'For the spring expo booth.',
      needed_by: day(30),
    }),
    201,
  );
}

async function priceAndSend(quote: Quote, unitPrice = '180.00', expiresOn = day(14)) {
  quoteOf(
    await call(staff, 'PUT', `/api/admin/quotes/${quote.id}`, {
      lines: quote.lines.map((line) => ({ id: line.id, unit_price: unitPrice })),
      shipping: '95.00',
      expires_on: expiresOn,
    }),
  );
  return quoteOf(await call(staff, 'POST', `/api/admin/quotes/${quote.id}/send`));
}

/** A buyer's accepted quote for 40 frames at $180 with $95 shipping. */
async function acceptedQuote(stock = 100) {
  const buyer = await registerCustomer(app);
  const product = await frame(stock);
  const sent = await priceAndSend(await requestQuote(buyer, product.id));
  quoteOf(await call(buyer, 'POST', `/api/account/quotes/${sent.id}/accept`));
  return { buyer, product, quote: sent };
}

const openQuotePayment = (buyer: SignedIn, quoteId: number, extra: object = {}) =>
  call(buyer, 'POST', '/api/checkout/payment', { ...BILLING_REGION, quote_id: quoteId, ...extra });

const placeQuoteOrder = (buyer: SignedIn, paymentOrderId: string, quoteId?: number) =>
  call(buyer, 'POST', '/api/place-order', {
    ...BILLING,
    terms: true,
    payment_order_id: paymentOrderId,
    ...(quoteId === undefined ? {} : { quote_id: quoteId }),
  });

async function auditSummaries(): Promise<string[]> {
  const audit = AuditResponseSchema.parse(
    (await call(staff, 'GET', '/api/admin/audit?area=quotes')).json(),
  );
  return audit.entries.map((entry) => `${entry.actor_email}: ${entry.summary}`);
}

describe('quotes: asking, pricing, sending, answering', () => {
  it('takes quantities beyond the cart cap; staff price and send it with a PDF; the buyer accepts', async () => {
    const buyer = await registerCustomer(app);
    const product = await frame();
    const quote = await requestQuote(buyer, product.id);
    expect(quote).toMatchObject({
      state: 'requested',
      number: `Q-${String(quote.id).padStart(5, '0')}`,
      note: 'For the spring expo booth.',
      needed_by: day(30),
      shipping: null,
      total: null,
      lines: [{ product_id: product.id, name: 'Quoted Frame', quantity: 40, unit_price: null }],
    });

    const sent = await priceAndSend(quote);
    expect(sent).toMatchObject({ state: 'sent', subtotal: 7200, shipping: 95, total: 7295 });
    expect(sent.lines[0]).toMatchObject({ unit_price: 180, line_total: 7200, list_price: 249 });

    await jobsIdle(app);
    const mail = smtp.received.filter((received) => received.to.includes(buyer.email)).at(-1);
    const read = readMail(mail!.raw);
    expect(read.headers.subject).toBe(`Your quote ${quote.number} from Backlit Shop`);
    expect(read.text).toContain('$7,295.00');
    expect(read.parts['application/pdf']?.startsWith('%PDF')).toBe(true);

    const pdf = await call(buyer, 'GET', `/api/account/quotes/${quote.id}/quote.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'QUOTE',
      quote.number,
      'Quoted Frame',
      `SKU ${product.sku}`,
      '40',
      '180.00 USD',
      '7,200.00 USD',
      '95.00 USD',
      '7,295.00 USD',
    ]) {
      expect(text).toContain(expected);
    }
    // Its date is the shop's day: sent at 10 pm in New York on a leap day, when UTC has March.
    await app.db
      .update(quotes)
      .set({ sentAt: new Date('2024-03-01T03:00:00Z') })
      .where(eq(quotes.id, quote.id));
    const dated = await call(buyer, 'GET', `/api/account/quotes/${quote.id}/quote.pdf`);
    expect(dated.statusCode).toBe(200);
    const datedText = (await pdfText(dated.rawPayload)).join('\n');
    expect(datedText).toContain('2024-02-29');
    expect(datedText).not.toContain('2024-03-01');

    const accepted = quoteOf(await call(buyer, 'POST', `/api/account/quotes/${quote.id}/accept`));
    expect(accepted.state).toBe('accepted');
    const mine = QuotesResponseSchema.parse(
      (await call(buyer, 'GET', '/api/account/quotes')).json(),
    );
    expect(mine.quotes.map((row) => [row.id, row.state])).toEqual([[quote.id, 'accepted']]);

    expect(await auditSummaries()).toEqual(
      expect.arrayContaining([
        `${buyer.email}: Requested quote ${quote.number} (1 line)`,
        `${staff.email}: Priced quote ${quote.number}: $7,295.00 with shipping, valid until ${day(14)}`,
        `${staff.email}: Sent quote ${quote.number} to ${buyer.email}`,
        `${buyer.email}: Accepted quote ${quote.number}`,
      ]),
    );
  });

  it('refuses bad requests on their fields, and hides other buyers’ quotes and staff routes', async () => {
    const buyer = await registerCustomer(app);
    const product = await frame();
    const tooMany = refusal(
      await call(buyer, 'POST', '/api/account/quotes', {
        lines: [{ product_id: product.id, quantity: 1001 }],
        needed_by: day(-1),
      }),
      422,
    );
    expect(tooMany.validation_errors).toEqual({
      'lines.0.quantity': ['The quantity may not be greater than 1000.'],
    });
    const past = refusal(
      await call(buyer, 'POST', '/api/account/quotes', {
        lines: [{ product_id: product.id, quantity: 20 }],
        needed_by: day(-1),
      }),
      422,
    );
    expect(past.validation_errors).toEqual({
      needed_by: ['The needed-by date cannot be in the past.'],
    });

    const quote = await requestQuote(buyer, product.id);
    const stranger = await registerCustomer(app);
    refusal(await call(stranger, 'GET', `/api/account/quotes/${quote.id}`), 404);
    refusal(await call(stranger, 'POST', `/api/account/quotes/${quote.id}/accept`), 404);
    refusal(await call(buyer, 'GET', '/api/admin/quotes'), 403);
    refusal(await call(buyer, 'POST', `/api/admin/quotes/${quote.id}/send`), 403);
    // Not priced yet: it cannot be sent, nor accepted.
    refusal(await call(staff, 'POST', `/api/admin/quotes/${quote.id}/send`), 409);
    refusal(await call(buyer, 'POST', `/api/account/quotes/${quote.id}/accept`), 409);
    const badPrice = refusal(
      await call(staff, 'PUT', `/api/admin/quotes/${quote.id}`, {
        lines: quote.lines.map((line) => ({ id: line.id, unit_price: '12.345' })),
        shipping: '10',
        expires_on: day(0),
      }),
      422,
    );
    expect(Object.keys(badPrice.validation_errors ?? {})).toEqual(['lines.0.unit_price']);
    const today = refusal(
      await call(staff, 'PUT', `/api/admin/quotes/${quote.id}`, {
        lines: quote.lines.map((line) => ({ id: line.id, unit_price: '12.00' })),
        shipping: '10',
        expires_on: day(0),
      }),
      422,
    );
    expect(today.validation_errors).toEqual({
      expires_on: ['The expiry must be a day after today.'],
    });

    const listed = QuotesResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/quotes?state=requested')).json(),
    );
    expect(listed.quotes.map((row) => row.id)).toContain(quote.id);
    expect(listed.quotes.every((row) => row.state === 'requested')).toBe(true);
  });

  it("shows a company admin the company's quotes, and nobody else's", async () => {
    const admin = await registerCustomer(app);
    const buyer = await registerCustomer(app);
    const created = await call(admin, 'POST', '/api/account/company', { name: 'Quote Works' });
    expect(created.statusCode, created.body).toBe(201);
    await call(admin, 'POST', '/api/account/company/invitations', { email: buyer.email });
    await jobsIdle(app);
    const invitation = smtp.received.filter((mail) => mail.to.includes(buyer.email)).at(-1);
    const token = decodeURIComponent(
      /company-invitation\?token=([\w%-]+)/.exec(readMail(invitation!.raw).text)![1]!,
    );
    const joined = await call(buyer, 'POST', '/api/account/company/invitations/accept', { token });
    expect(joined.statusCode, joined.body).toBe(200);

    const quote = await requestQuote(buyer, (await frame()).id);
    expect(quote.company?.name).toBe('Quote Works');
    const adminList = QuotesResponseSchema.parse(
      (await call(admin, 'GET', '/api/account/quotes')).json(),
    );
    expect(adminList.quotes.map((row) => row.id)).toEqual([quote.id]);
    expect(quoteOf(await call(admin, 'GET', `/api/account/quotes/${quote.id}`)).id).toBe(quote.id);
    // The admin's own quote stays out of the buyer's list.
    const own = await requestQuote(admin, (await frame()).id);
    const buyerList = QuotesResponseSchema.parse(
      (await call(buyer, 'GET', '/api/account/quotes')).json(),
    );
    expect(buyerList.quotes.map((row) => row.id)).toEqual([quote.id]);
    refusal(await call(buyer, 'GET', `/api/account/quotes/${own.id}`), 404);
  });

  it('lets a buyer decline, and staff withdraw; each audited', async () => {
    const buyer = await registerCustomer(app);
    const product = await frame();
    const declined = await priceAndSend(await requestQuote(buyer, product.id));
    expect(
      quoteOf(await call(buyer, 'POST', `/api/account/quotes/${declined.id}/decline`)).state,
    ).toBe('declined');
    refusal(await call(buyer, 'POST', `/api/account/quotes/${declined.id}/accept`), 409);

    const withdrawn = await requestQuote(buyer, product.id);
    expect(
      quoteOf(await call(staff, 'POST', `/api/admin/quotes/${withdrawn.id}/withdraw`)).state,
    ).toBe('withdrawn');
    expect(await auditSummaries()).toEqual(
      expect.arrayContaining([
        `${buyer.email}: Declined quote ${declined.number}`,
        `${staff.email}: Withdrew quote ${withdrawn.number}`,
      ]),
    );
  });
});

describe('checking out an accepted quote', () => {
  it('charges exactly the quote plus the region’s tax, orders its lines and leaves the cart alone', async () => {
    const { buyer, product, quote } = await acceptedQuote();
    const other = await createProduct(app, staff, categoryId, {
      price: '10.00',
      name: 'Cart Only',
    });
    await add(app, buyer, other.id, 2);
    await add(app, buyer, product.id, 3);

    const summary = CheckoutSummarySchema.parse(
      (await call(buyer, 'GET', `/api/checkout?quote_id=${quote.id}`)).json(),
    );
    expect(summary.quote).toEqual({ id: quote.id, number: quote.number, shipping: 95 });
    expect(
      summary.lines.map((line) => [line.product_id, line.product_qty, line.line_total]),
    ).toEqual([[product.id, 40, 7200]]);
    // The cart's own checkout is as it was.
    const cartSummary = CheckoutSummarySchema.parse(
      (await call(buyer, 'GET', '/api/checkout')).json(),
    );
    expect(cartSummary.quote).toBeUndefined();
    expect(cartSummary.lines).toHaveLength(2);

    const refusedRush = refusal(await openQuotePayment(buyer, quote.id, { rush: true }), 422);
    expect(Object.keys(refusedRush.validation_errors ?? {})).toEqual(['rush']);

    const opened = await openQuotePayment(buyer, quote.id);
    expect(opened.statusCode, opened.body).toBe(200);
    // 40 × $180 + $95 shipping + Georgia's 4 % on the goods ($288).
    expect(opened.json()).toMatchObject({ amount: '7583.00' });
    const orderId = opened.json().order_id as string;
    paypal.approve(orderId);

    // A cart's place-order cannot spend the quote's payment.
    refusal(await placeQuoteOrder(buyer, orderId), 409);
    const placed = await placeQuoteOrder(buyer, orderId, quote.id);
    expect(placed.statusCode, placed.body).toBe(200);
    const capture = paypal.orders.get(orderId)!.capture!;
    expect(capture.amount).toEqual({ currency_code: 'USD', value: '7583.00' });

    const order = (await call(staff, 'GET', `/api/orders/${placed.json().order_id}`)).json()
      .order as {
      total: number;
      subtotal: number;
      lines: { quantity: number; unit_price: number }[];
    };
    expect(order.total).toBe(7583);
    expect(order.subtotal).toBe(7200);

    const after = quoteOf(await call(buyer, 'GET', `/api/account/quotes/${quote.id}`));
    expect(after.state).toBe('ordered');
    expect(after.order?.tracking_no).toBe(placed.json().tracking_no);
    // The cart keeps everything, the quoted product included.
    const cart = (await viewCart(app, buyer)).cart.map((line) => [
      line.product_id,
      line.product_qty,
    ]);
    expect(cart).toEqual(
      expect.arrayContaining([
        [other.id, 2],
        [product.id, 3],
      ]),
    );

    // Used: it cannot be paid again.
    expect(refusal(await openQuotePayment(buyer, quote.id), 409).message).toBe(
      'This quote has already been ordered.',
    );
    expect(await auditSummaries()).toContain(
      `${buyer.email}: Ordered quote ${quote.number} as order ${placed.json().tracking_no}`,
    );
  });

  it('charges a trade member the quoted price, never their group’s discount on top of it', async () => {
    const buyer = await registerCustomer(app);
    const company = await call(buyer, 'POST', '/api/account/company', { name: 'Quote Trade Co' });
    expect(company.statusCode, company.body).toBe(201);
    const group = await call(staff, 'POST', '/api/admin/customer-groups', {
      name: 'Quote distributors',
      percent_off: 20,
    });
    expect(group.statusCode, group.body).toBe(200);
    const placed = await call(
      staff,
      'PUT',
      `/api/admin/companies/${company.json().company.id}/customer-group`,
      { customer_group_id: group.json().group.id },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const product = await frame();
    await add(app, buyer, product.id, 1);
    // The cart is priced for the group: $249 less 20 %.
    const cartSummary = CheckoutSummarySchema.parse(
      (await call(buyer, 'GET', '/api/checkout')).json(),
    );
    expect(cartSummary.lines.map((line) => line.line_total)).toEqual([199.2]);

    const sent = await priceAndSend(await requestQuote(buyer, product.id));
    quoteOf(await call(buyer, 'POST', `/api/account/quotes/${sent.id}/accept`));
    const opened = await openQuotePayment(buyer, sent.id);
    expect(opened.statusCode, opened.body).toBe(200);
    // 40 × $180 as quoted, + $95 + 4 % of $7,200: the same as for a buyer in no group.
    expect(opened.json()).toMatchObject({ amount: '7583.00' });
  });

  it('refuses an expired quote at payment and at place-order, and the job records it', async () => {
    const { buyer, quote } = await acceptedQuote();
    const opened = await openQuotePayment(buyer, quote.id);
    expect(opened.statusCode, opened.body).toBe(200);
    paypal.approve(opened.json().order_id);
    // Its last day passes before the buyer places the order.
    await app.db
      .update(quotes)
      .set({ expiresOn: day(-1) })
      .where(eq(quotes.id, quote.id));

    expect(
      refusal(await placeQuoteOrder(buyer, opened.json().order_id, quote.id), 409).message,
    ).toBe('This quote has expired. Ask us for a new one.');
    expect(paypal.orders.get(opened.json().order_id)!.capture).toBeUndefined();
    refusal(await openQuotePayment(buyer, quote.id), 409);
    expect(quoteOf(await call(buyer, 'GET', `/api/account/quotes/${quote.id}`)).state).toBe(
      'expired',
    );

    await runWaitingJobsNow(app, quoteExpiryJob);
    await jobsIdle(app);
    const [row] = await app.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.state).toBe('expired');
    expect(await auditSummaries()).toContain(
      `shop (automatic): Quote ${quote.number} expired unpaid`,
    );
  });

  it('makes one order of two payments for one quote, refunding the other', async () => {
    const { buyer, quote } = await acceptedQuote();
    const first = (await openQuotePayment(buyer, quote.id)).json().order_id as string;
    const second = (await openQuotePayment(buyer, quote.id)).json().order_id as string;
    paypal.approve(first);
    paypal.approve(second);
    const answers = await Promise.all([
      placeQuoteOrder(buyer, first, quote.id),
      placeQuoteOrder(buyer, second, quote.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await jobsIdle(app);
    const [row] = await app.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.state).toBe('ordered');
    // The loser was refused before its capture, or captured and refunded in full.
    const captured = [first, second].flatMap((id) => paypal.orders.get(id)?.capture ?? []);
    const refunds = paypal.refunds.filter((refund) =>
      captured.some((capture) => capture.id === refund.captureId),
    );
    expect(refunds).toHaveLength(captured.length - 1);
  });

  it('keeps the stock rule: a quote for more than is left is a clear 409', async () => {
    const { buyer, quote } = await acceptedQuote(30);
    const refused = refusal(await openQuotePayment(buyer, quote.id), 409);
    expect(refused.message).toContain('Only 30 of Quoted Frame left in stock');
  });
});
