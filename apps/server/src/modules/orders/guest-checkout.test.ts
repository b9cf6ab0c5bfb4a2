import {
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  AddressListResponseSchema,
  AuthSuccessSchema,
  CheckoutSummarySchema,
  CreatePaymentResponseSchema,
  OpenOrderLinkResponseSchema,
  OrderArtworkResponseSchema,
  OrderLinksActionResponseSchema,
  PlaceOrderResponseSchema,
  VerifyEmailResponseSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AdminProduct,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { orderLinks, orders, users } from '../../db/schema';
import {
  bearer,
  customerFields,
  loginRequest,
  registerCustomer,
  signInStaff,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads, tusMetadata } from '../../test/artwork-uploads';
import { createCategory, createProduct, expectRefused, GuestBrowser } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';

/**
 * Checkout without an account, end to end through the API: the guest pays from their guest
 * cart, follows the order by its private link (never without it), staff revoke and re-send the
 * link, the link never reaches a log, and the order joins an account of its address.
 */

const PUBLIC_URL = 'https://shop.example';
const LINK = /https:\/\/shop\.example\/order\/([A-Za-z0-9_-]{43})/;
const TWO_GB = 2 * 1024 ** 3;

let app: App;
let staff: SignedIn;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let banner: AdminProduct;
let uploads: ReturnType<typeof artworkUploads>;
const logLines: string[] = [];
let guests = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp(
    { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, logLevel: 'info' },
    undefined,
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  const category = await createCategory(app, staff);
  banner = await createProduct(app, staff, category, {
    printSize: 'mlb-85x200',
    price: '149.00',
    stock: 500,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A guest e-mail nobody has used yet. */
const newEmail = () => `guest${++guests}-${Date.now() % 100000}@example.com`;

/** A signed-out shopper who fills a cart and pays for it at `email`. */
async function guestBuys(email: string, browser?: GuestBrowser) {
  const guest = browser ?? (await new GuestBrowser(app).start());
  await guest.add(banner.id, 1);
  const payment = await guest.send('POST', '/api/checkout/payment', {
    rush: false,
    ...BILLING_REGION,
  });
  expect(payment.statusCode, payment.body).toBe(200);
  const placed = await guest.send('POST', '/api/place-order', {
    ...BILLING,
    email,
    terms: true,
    payment_order_id: CreatePaymentResponseSchema.parse(payment.json()).order_id,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { guest, placed: PlaceOrderResponseSchema.parse(placed.json()) };
}

/** The text of the newest mail to `email` whose subject matches, waiting for it to arrive. */
async function mailText(email: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received
      .filter((message) => message.to.includes(email))
      .map((message) => readMail(message.raw))
      .filter((message) => subject.test(message.headers.subject ?? ''))
      .at(-1);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} about ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The private link an e-mail about the order (its confirmation by default) carried. */
async function mailedToken(
  email: string,
  subject: RegExp | { tracking_no: string } = /order BLS-/,
): Promise<string> {
  const pattern = subject instanceof RegExp ? subject : new RegExp(`order ${subject.tracking_no}$`);
  const token = (await mailText(email, pattern)).match(LINK)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function open(browser: GuestBrowser, token: string) {
  const response = await browser.send('POST', '/api/order-links/open', { token });
  expect(response.statusCode, response.body).toBe(200);
  return OpenOrderLinkResponseSchema.parse(response.json());
}

const orderRow = async (id: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('paying without an account', () => {
  it('checks out from the guest cart, ties the order to the e-mail, and hands the browser its link', async () => {
    const guest = await new GuestBrowser(app).start();
    await guest.add(banner.id, 2);
    const summary = await guest.send('GET', '/api/checkout');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(CheckoutSummarySchema.parse(summary.json()).lines).toHaveLength(1);

    const email = newEmail();
    const { placed } = await guestBuys(email, guest);
    expect(placed.order_link).toMatch(/^\/order\/[A-Za-z0-9_-]{43}$/);
    expect(guest.cookies[`backlit_order_${placed.order_id}`]).toBe(placed.order_link!.slice(7));
    const order = await orderRow(placed.order_id);
    expect(order).toMatchObject({ userId: null, email });
    // The cart paid for is empty again.
    expect((await guest.cart()).cart).toEqual([]);

    // Its page, its artwork and its invoice, as a customer sees them.
    const page = await guest.send('GET', `/api/account/orders/${placed.order_id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(AccountOrderResponseSchema.parse(page.json()).order).toMatchObject({
      tracking_no: placed.tracking_no,
      billing: { email },
    });
    const art = await guest.send('GET', `/api/orders/${placed.order_id}/artwork`);
    expect(OrderArtworkResponseSchema.parse(art.json()).lines).toHaveLength(1);
    const invoice = await guest.send('GET', `/api/account/orders/${placed.order_id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it("refuses another cart's payment and answers the payment's outcome only to its own cart", async () => {
    const owner = await new GuestBrowser(app).start();
    await owner.add(banner.id, 1);
    const payment = CreatePaymentResponseSchema.parse(
      (
        await owner.send('POST', '/api/checkout/payment', { rush: false, ...BILLING_REGION })
      ).json(),
    );
    const thief = await new GuestBrowser(app).start();
    await thief.add(banner.id, 1);
    const stolen = await thief.send('POST', '/api/place-order', {
      ...BILLING,
      terms: true,
      payment_order_id: payment.order_id,
    });
    expectRefused(stolen, 404);
    const outcome = `/api/checkout/payments/${payment.order_id}`;
    expectRefused(await thief.send('GET', outcome), 404);
    expect((await owner.send('GET', outcome)).statusCode).toBe(200);
  });

  it('counts payments of shoppers without an account by their address, as one customer', async () => {
    const guest = await new GuestBrowser(app).start();
    await guest.add(banner.id, 1);
    const open = () =>
      guest.send('POST', '/api/checkout/payment', { rush: false, ...BILLING_REGION });
    for (let i = 0; i < 10; i++) expect((await open()).statusCode).toBe(200);
    const refused = expectRefused(await open(), 429);
    expect(refused.message).toMatch(/^Too many payment attempts/);
  });
});

describe('the private link', () => {
  it('is e-mailed with the confirmation, opens the order in any browser, and is stored only as a hash', async () => {
    const email = newEmail();
    const { placed } = await guestBuys(email);
    const token = await mailedToken(email);
    expect(token).not.toBe(placed.order_link!.slice(7));

    const elsewhere = await new GuestBrowser(app).start();
    expect(await open(elsewhere, token)).toEqual({
      status: 200,
      order_id: placed.order_id,
      tracking_no: placed.tracking_no,
      save_details: 'choose_password',
    });
    expect((await elsewhere.send('GET', `/api/account/orders/${placed.order_id}`)).statusCode).toBe(
      200,
    );

    // Neither the links' table nor a job's data holds a usable token.
    await jobsIdle(app);
    const stored = JSON.stringify([
      await app.db.select().from(orderLinks),
      (await rawQuery(app.db)('select data from pgboss.job')).rows,
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(placed.order_link!.slice(7));
  });

  it('never opens a guest order without it: not signed out, not for another customer, not with another order’s link', async () => {
    const first = await guestBuys(newEmail());
    const second = await guestBuys(newEmail());
    const id = first.placed.order_id;
    const stranger = await registerCustomer(app);
    const urls = [
      `/api/account/orders/${id}`,
      `/api/account/orders/${id}/invoice.pdf`,
      `/api/orders/${id}/artwork`,
    ];
    for (const url of urls) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode,
      ).toBe(404);
      // The second order's link under the first order's cookie name, or a made-up token.
      for (const token of [second.placed.order_link!.slice(7), 'x'.repeat(43)]) {
        const response = await app.inject({
          method: 'GET',
          url,
          cookies: { [`backlit_order_${id}`]: token },
        });
        expect(response.statusCode, url).toBe(401);
        // The dead cookie is dropped.
        expect(response.cookies.find((c) => c.name === `backlit_order_${id}`)?.value).toBe('');
      }
    }
    // An opened link of one order does not open another.
    const holder = await new GuestBrowser(app).start();
    await open(holder, second.placed.order_link!.slice(7));
    expect((await holder.send('GET', `/api/account/orders/${id}`)).statusCode).toBe(401);
    const bad = await holder.send('POST', '/api/order-links/open', { token: 'not-a-token' });
    expect(expectRefused(bad, 422).validation_errors).toHaveProperty('token');
  });

  it('lets the holder upload artwork as a customer would, counted against the order’s address', async () => {
    const email = newEmail();
    const { guest, placed } = await guestBuys(email);
    const [line] = OrderArtworkResponseSchema.parse(
      (await guest.send('GET', `/api/orders/${placed.order_id}/artwork`)).json(),
    ).lines;
    const cookie = Object.entries(guest.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const create = (orderId: number, lineId: number, headers: Record<string, string> = {}) =>
      uploads.tus('POST', `/api/orders/${orderId}/artwork/uploads`, {
        cookie,
        [XSRF_HEADER]: guest.cookies[XSRF_COOKIE]!,
        'upload-length': String(TWO_GB),
        'upload-metadata': tusMetadata({ filename: 'front.pdf', lines: String(lineId) }),
        ...headers,
      });
    // Without the CSRF echo a cookie's write is refused.
    expect((await create(placed.order_id, line!.line_id, { [XSRF_HEADER]: 'x' })).statusCode).toBe(
      403,
    );
    for (let i = 0; i < 3; i++) {
      const started = await create(placed.order_id, line!.line_id);
      expect(started.statusCode, started.body).toBe(201);
    }
    // A second order at the same address shares the address's budget of unfinished bytes.
    const again = await guestBuys(email, guest);
    const [otherLine] = OrderArtworkResponseSchema.parse(
      (await guest.send('GET', `/api/orders/${again.placed.order_id}/artwork`)).json(),
    ).lines;
    const cookieAgain = Object.entries(guest.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const more = (n: number) =>
      create(again.placed.order_id, otherLine!.line_id, { cookie: cookieAgain }).then((r) => {
        expect(r.statusCode, `upload ${n}: ${r.body}`).toBe(n === 1 ? 201 : 429);
        return r;
      });
    await more(1);
    const refused = await more(2);
    expect(refused.json().message).toMatch(/more than 8 GB, the most one account may have/);
    const rows = await app.db.select().from(orders).where(eq(orders.email, email));
    expect(rows).toHaveLength(2);
  });

  it('is revoked by staff at once, and a new one is e-mailed on request', async () => {
    const email = newEmail();
    const { guest, placed } = await guestBuys(email);
    const mailed = await mailedToken(email);
    const id = placed.order_id;
    const admin = (path: string) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${id}/links/${path}`,
        headers: bearer(staff.token),
      });

    const revoked = await admin('revoke');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(OrderLinksActionResponseSchema.parse(revoked.json()).links.active).toBe(0);
    expect((await guest.send('GET', `/api/account/orders/${id}`)).statusCode).toBe(401);
    const reopened = await guest.send('POST', '/api/order-links/open', { token: mailed });
    expect(reopened.statusCode).toBe(422);
    // Customers cannot revoke.
    const customer = await registerCustomer(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/orders/${id}/links/revoke`,
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(403);

    const sent = await admin('send');
    expect(sent.statusCode, sent.body).toBe(200);
    const fresh = await mailedToken(email, /a new link/);
    expect(fresh).not.toBe(mailed);
    const other = await new GuestBrowser(app).start();
    expect((await open(other, fresh)).order_id).toBe(id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(staff.token),
    });
    expect(detail.json().order).toMatchObject({ in_account: false, private_links: { active: 1 } });
  });

  it('never appears in a log line: pages, opening, the order’s calls', async () => {
    const email = newEmail();
    const { guest, placed } = await guestBuys(email);
    const token = await mailedToken(email);
    logLines.length = 0;
    const page = await guest.send('GET', `/order/${token}`);
    expect(page.statusCode).toBe(200);
    await open(guest, token);
    await guest.send('GET', `/api/account/orders/${placed.order_id}`);
    await guest.send('GET', `/reset-password?token=${token}`);
    const logged = logLines.join('\n');
    expect(logged).toContain('"url":"/order/[redacted]"');
    expect(logged).toContain('"url":"/reset-password?token=[redacted]"');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(placed.order_link!.slice(7));
  });
});

describe('joining an account', () => {
  const addresses = async (token: string) =>
    AddressListResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/account/addresses', headers: bearer(token) })
      ).json(),
    ).addresses;
  const accountOrders = async (token: string) =>
    AccountOrdersResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/account/orders', headers: bearer(token) })
      ).json(),
    ).orders.map((order) => order.id);

  it("'Save your details' from the e-mailed link: the account takes the order and the address's others at once", async () => {
    const email = newEmail();
    const earlier = await guestBuys(email);
    const { placed } = await guestBuys(email);
    const browser = await new GuestBrowser(app).start();
    // The newest confirmation mailed is the second order's.
    expect((await open(browser, await mailedToken(email, placed))).order_id).toBe(placed.order_id);

    const registered = await browser.send('POST', '/api/register', {
      firstname: BILLING.firstname,
      lastname: BILLING.lastname,
      companyname: BILLING.companyname,
      email,
      password: STRONG_PASSWORD,
      phone: BILLING.phone,
      address: BILLING.streetaddress,
      city: BILLING.city,
      state: BILLING.state_contry,
      codepostal: BILLING.zip,
      country: BILLING.country,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token } = AuthSuccessSchema.parse(registered.json());
    expect((await accountOrders(token)).sort()).toEqual(
      [earlier.placed.order_id, placed.order_id].sort(),
    );
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailConfirmedAt).not.toBeNull();
    expect(await addresses(token)).toEqual([
      expect.objectContaining({ streetaddress: BILLING.streetaddress, is_default: true }),
    ]);
    // The page now says it is in an account.
    expect((await open(browser, await mailedToken(email, placed))).save_details).toBe('none');
  });

  it('with only the checkout’s link: that order joins, the others wait for the address to be confirmed', async () => {
    const email = newEmail();
    const elsewhere = await guestBuys(email);
    const { guest, placed } = await guestBuys(email);
    const registered = await guest.send('POST', '/api/register', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      password: STRONG_PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token } = AuthSuccessSchema.parse(registered.json());
    expect(await accountOrders(token)).toEqual([placed.order_id]);

    const mail = await mailText(email, /^Confirm your e-mail address/);
    const confirm = mail.match(/https:\/\/shop\.example\/verify-email\?token=([\w%-]+)/)?.[1];
    expect(confirm, mail).toBeDefined();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: decodeURIComponent(confirm!) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(VerifyEmailResponseSchema.parse(verified.json())).toMatchObject({ orders_added: 1 });
    expect((await accountOrders(token)).sort()).toEqual(
      [elsewhere.placed.order_id, placed.order_id].sort(),
    );
    // A link works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: decodeURIComponent(confirm!) },
    });
    expect(again.statusCode).toBe(422);

    // Confirmed: a later guest order at the address joins at the next sign-in.
    const later = await guestBuys(email);
    const signedIn = await loginRequest(app, { email, password: STRONG_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(await accountOrders(token)).toContain(later.placed.order_id);
  });

  it('an account of the address that never confirmed it gets nothing by signing in, unless it holds the link', async () => {
    const fields = customerFields();
    const owner = await registerCustomer(app, fields);
    const { guest, placed } = await guestBuys(fields.email);
    const other = await guestBuys(fields.email);
    expect(await accountOrders(owner.token)).toEqual([]);
    // The page offers to sign in rather than to choose a password.
    const browser = await new GuestBrowser(app).start();
    expect((await open(browser, placed.order_link!.slice(7))).save_details).toBe('sign_in');

    // Signing in from the browser that paid: that order joins; the other waits.
    const signedIn = await guest.send('POST', '/api/login', {
      email: fields.email,
      password: STRONG_PASSWORD,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await accountOrders(owner.token)).toEqual([placed.order_id]);
    expect((await orderRow(other.placed.order_id)).userId).toBeNull();
  });
});
