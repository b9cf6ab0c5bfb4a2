import {
  CreatePaymentResponseSchema,
  OrdersWaitingResponseSchema,
  PlaceOrderResponseSchema,
  ProductionBoardResponseSchema,
  addCalendarDays,
  zonedDateTime,
  zonedInstant,
  type AdminProduct,
  type OrderPlan,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { artworkFiles, artworkLines, orderLines, orders, showReminders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct, GuestBrowser } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { jobsIdle, until } from '../../test/jobs';
import { decodedHeader, readMail } from '../../test/mail';
import { placeOrderThrough } from '../../test/orders';
import { startSmtpReceiver } from '../../test/smtp';
import { ShowRemindersService } from './show-reminders.service';

/**
 * The reminders about planned orders, with the clock moved: the sweep queues each one once (two
 * sweeps at once included), the e-mails reach the customer (a guest through a private link) or
 * the staff; and the production board with the bell's count of orders at risk.
 */

const PUBLIC_URL = 'https://shop.example';
const ZONE = 'America/New_York';
/** A plan's days in a quiet week (no holiday): artwork Wed, approval Thu, ship the Thu after. */
const ARTWORK_BY = '2027-03-10';
const APPROVE_BY = '2027-03-11';
const SHIP_BY = '2027-03-18';
const at = (day: string, time = '09:00') => zonedInstant(day, time, ZONE);

let app: App;
let staff: SignedIn;
let banner: AdminProduct;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let reminders: ShowRemindersService;
let orderCount = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  staff = await signInStaff(app);
  const category = await createCategory(app, staff);
  banner = await createProduct(app, staff, category, {
    printSize: 'mlb-85x200',
    price: '300.00',
    stock: 500,
  });
  reminders = new ShowRemindersService(app.db, app.jobs);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function plan(days: Partial<OrderPlan> = {}): OrderPlan {
  return {
    target: addCalendarDays(SHIP_BY, 4),
    show: { slug: 'exhibitor-live-2027', name: 'Exhibitor Live 2027' },
    method: 'UPS Ground',
    rush: false,
    order_by: ARTWORK_BY,
    artwork_by: ARTWORK_BY,
    approve_by: APPROVE_BY,
    ship_by: SHIP_BY,
    delivery_from: addCalendarDays(SHIP_BY, 1),
    delivery_to: addCalendarDays(SHIP_BY, 3),
    verdict: 'in_time',
    late_accepted: false,
    ...days,
  };
}

/** Gives a placed order the plan checkout would have kept, at an e-mail address of its own. */
async function planned(orderId: number, days: Partial<OrderPlan> = {}) {
  const email = `planned${++orderCount}-${Date.now() % 100000}@example.com`;
  const kept = plan(days);
  await app.db
    .update(orders)
    .set({ showPlan: kept, shipBy: kept.ship_by, email })
    .where(eq(orders.id, orderId));
  return { id: orderId, email };
}

async function customerOrder(days: Partial<OrderPlan> = {}) {
  const customer = await registerCustomer(app);
  const order = await placeOrderThrough(app, {
    customer,
    staff,
    productId: banner.id,
    shipped: false,
  });
  return { ...(await planned(order.id, days)), tracking_no: order.tracking_no, customer };
}

/** A file on every printed line of the order, in `status`. */
async function fileOnLines(orderId: number, status: 'approved' | 'needs_attention') {
  const [file] = await app.db
    .insert(artworkFiles)
    .values({ orderId, filename: 'booth.pdf', sizeBytes: 1000, format: 'pdf', status })
    .returning({ id: artworkFiles.id });
  const lines = await app.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await app.db
    .insert(artworkLines)
    .values(lines.map((line) => ({ orderLineId: line.id, fileId: file!.id })));
}

/** The mails to `email`, their subject decoded; only the reminders unless `all`. */
const mailsTo = (email: string, all = false) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => {
      const read = readMail(mail.raw);
      return { ...read, subject: decodedHeader(read.headers.subject ?? '') };
    })
    .filter(
      (mail) => all || /^(Your artwork is due|Your proof needs|Ship today)/.test(mail.subject),
    );

const remindersOf = (orderId: number) =>
  app.db
    .select({ kind: showReminders.kind })
    .from(showReminders)
    .where(eq(showReminders.orderId, orderId));

async function sweepAt(now: Date) {
  const queued = await reminders.sweep(now);
  await jobsIdle(app);
  return queued;
}

describe('the artwork-by reminder', () => {
  it('is sent once, the working day before, to the customer with their order page', async () => {
    const order = await customerOrder();

    // Two working days before: not yet.
    await sweepAt(at(addCalendarDays(ARTWORK_BY, -2)));
    expect(await remindersOf(order.id)).toEqual([]);

    // The day before, two sweeps at once (a second instance): one reminder between them.
    await Promise.all([
      reminders.sweep(at(addCalendarDays(ARTWORK_BY, -1))),
      reminders.sweep(at(addCalendarDays(ARTWORK_BY, -1))),
    ]);
    await jobsIdle(app);
    await until(() => mailsTo(order.email).length > 0);
    const [mail] = mailsTo(order.email);
    expect(mail!.subject).toBe(
      `Your artwork is due Wed, Mar 10, 2027 — order ${order.tracking_no}`,
    );
    expect(mail!.text).toContain('Exhibitor Live 2027');
    expect(mail!.text).toContain('Upload artwork by: Wed, Mar 10, 2027');
    expect(mail!.text).toContain(`${PUBLIC_URL}/dashboard-client/orders/${order.id}`);
    expect(mail!.html).toContain('Upload your artwork');

    // Later sweeps, that day and on the deadline, send nothing more.
    await sweepAt(at(addCalendarDays(ARTWORK_BY, -1), '15:00'));
    await sweepAt(at(ARTWORK_BY));
    expect(mailsTo(order.email)).toHaveLength(1);
    expect(await remindersOf(order.id)).toEqual([{ kind: 'artwork_by' }]);
  });

  it('counts working days back: a Monday deadline is reminded on the Friday', async () => {
    const monday = '2027-03-15';
    const order = await customerOrder({ artwork_by: monday, approve_by: '2027-03-16' });
    // Saturday is within the window (Friday on): a sweep that missed Friday still reminds.
    await sweepAt(at('2027-03-13'));
    expect(await remindersOf(order.id)).toEqual([{ kind: 'artwork_by' }]);
    const other = await customerOrder({ artwork_by: monday, approve_by: '2027-03-16' });
    await sweepAt(at('2027-03-11')); // Thursday: too early.
    expect(await remindersOf(other.id)).toEqual([]);
    await sweepAt(at('2027-03-12')); // Friday.
    expect(await remindersOf(other.id)).toEqual([{ kind: 'artwork_by' }]);
  });

  it('is not sent when the artwork is approved, nor for a shipped or cancelled order', async () => {
    const approved = await customerOrder();
    await fileOnLines(approved.id, 'approved');

    // Shipped early, its file approved first.
    const shipped = await customerOrder();
    await fileOnLines(shipped.id, 'approved');
    for (const [path, payload] of [
      ['production', {}],
      ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/orders/${shipped.id}/${path}`,
        headers: bearer(staff.token),
        payload,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const cancelled = await customerOrder();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    await sweepAt(at(addCalendarDays(ARTWORK_BY, -1)));
    await sweepAt(at(SHIP_BY));
    for (const order of [approved, shipped, cancelled]) {
      expect(mailsTo(order.email)).toEqual([]);
    }
    expect(await remindersOf(approved.id)).toEqual([{ kind: 'ship_by' }]);
    expect(await remindersOf(shipped.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
  });

  it("reaches a guest through their order's private link", async () => {
    const guest = await new GuestBrowser(app).start();
    await guest.add(banner.id, 1);
    const payment = await guest.send('POST', '/api/checkout/payment', {
      rush: false,
      ...BILLING_REGION,
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const placed = await guest.send('POST', '/api/place-order', {
      ...BILLING,
      email: `guest-${Date.now() % 100000}@example.com`,
      terms: true,
      payment_order_id: CreatePaymentResponseSchema.parse(payment.json()).order_id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await planned(PlaceOrderResponseSchema.parse(placed.json()).order_id);

    await sweepAt(at(addCalendarDays(ARTWORK_BY, -1)));
    await until(() => mailsTo(order.email).length > 0);
    const [reminder] = mailsTo(order.email);
    const token = reminder?.text.match(/https:\/\/shop\.example\/order\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    const opened = await guest.send('POST', '/api/order-links/open', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(reminder!.text).not.toContain('/dashboard-client/');
  });
});

describe('the approve-by reminder', () => {
  it('is sent the working day before while a proof waits for the customer', async () => {
    const waiting = await customerOrder();
    await fileOnLines(waiting.id, 'needs_attention');
    const approved = await customerOrder();
    await fileOnLines(approved.id, 'approved');

    await sweepAt(at(addCalendarDays(APPROVE_BY, -1)));
    await until(() => mailsTo(waiting.email).length > 0);
    const mails = mailsTo(waiting.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your proof needs your answer by Thu, Mar 11, 2027 — order ${waiting.tracking_no}`,
    ]);
    expect(mails[0]!.text).toContain('Approve the proof by: Thu, Mar 11, 2027');
    expect(await remindersOf(approved.id)).toEqual([]);
  });
});

describe('the ship-by reminder', () => {
  it("goes to the shop's staff address on the ship-by day, once", async () => {
    const order = await customerOrder();
    await fileOnLines(order.id, 'approved');
    const shopEmail = (await app.shop.get()).email;
    const subject = `Ship today: order ${order.tracking_no} (ship by Thu, Mar 18, 2027)`;
    const toStaff = () => mailsTo(shopEmail).filter((mail) => mail.subject === subject);

    await sweepAt(at(addCalendarDays(SHIP_BY, -1)));
    expect(toStaff()).toEqual([]);
    await sweepAt(at(SHIP_BY));
    await sweepAt(at(SHIP_BY, '16:00'));
    expect(toStaff()).toHaveLength(1);
    expect(toStaff()[0]!.text).toContain(`${PUBLIC_URL}/admin/orders/${order.id}`);
    expect(mailsTo(order.email)).toEqual([]);
  });
});

describe('GET /api/admin/production', () => {
  it('groups open orders by ship-by day and flags those at risk; the bell counts them', async () => {
    const today = zonedDateTime(new Date(), ZONE).date;
    const late = await customerOrder({
      artwork_by: addCalendarDays(today, -3),
      approve_by: addCalendarDays(today, -2),
      ship_by: addCalendarDays(today, 20),
    });
    const proof = await customerOrder({
      artwork_by: addCalendarDays(today, 5),
      approve_by: addCalendarDays(today, 6),
      ship_by: addCalendarDays(today, 12),
    });
    await fileOnLines(proof.id, 'needs_attention');
    const onTrack = await customerOrder({
      artwork_by: addCalendarDays(today, 5),
      approve_by: addCalendarDays(today, 6),
      ship_by: addCalendarDays(today, 12),
    });
    await fileOnLines(onTrack.id, 'approved');
    const unplanned = await placeOrderThrough(app, {
      customer: await registerCustomer(app),
      staff,
      productId: banner.id,
      shipped: false,
    });

    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/production',
      headers: bearer(staff.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const board = ProductionBoardResponseSchema.parse(response.json());
    expect(board.today).toBe(today);
    const listed = board.groups.flatMap((group) =>
      group.orders.map((order) => ({ group: group.group, ...order })),
    );
    const find = (id: number) => listed.find((order) => order.id === id);
    expect(find(late.id)).toMatchObject({ group: 'later', risks: ['artwork_late'] });
    expect(find(late.id)?.show_name).toBe('Exhibitor Live 2027');
    expect(find(proof.id)).toMatchObject({ group: 'later', risks: ['proof_waiting'] });
    expect(find(onTrack.id)).toMatchObject({ group: 'later', risks: [] });
    // Orders planned for nothing come last, in their own group.
    expect(board.groups.at(-1)?.group).toBe('unplanned');
    expect(find(unplanned.id)).toMatchObject({ group: 'unplanned', ship_by: null });
    expect(board.at_risk).toBe(listed.filter((order) => order.risks.length > 0).length);

    const bell = await app.inject({
      method: 'GET',
      url: '/api/admin/orders-waiting',
      headers: bearer(staff.token),
    });
    expect(OrdersWaitingResponseSchema.parse(bell.json()).at_risk).toBe(board.at_risk);

    const customer = await registerCustomer(app);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/production',
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('flags an order whose product has less stock left than the open orders need', async () => {
    const category = await createCategory(app, staff);
    const frame = await createProduct(app, staff, category, { price: '90.00', stock: 3 });
    const customer = await registerCustomer(app);
    const order = await placeOrderThrough(app, {
      customer,
      staff,
      productId: frame.id,
      qty: 2,
      shipped: false,
    });
    const board = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/production',
        headers: bearer(staff.token),
      });
      return ProductionBoardResponseSchema.parse(response.json())
        .groups.flatMap((group) => group.orders)
        .find((listed) => listed.id === order.id);
    };
    // Two taken, one left: less than the two the open order needs.
    expect((await board())?.risks).toEqual(['stock_short']);
  });
});
