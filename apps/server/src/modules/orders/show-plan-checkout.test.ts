import {
  AccountShowsResponseSchema,
  addCalendarDays,
  AdminTradeShowResponseSchema,
  CartShowPlanResponseSchema,
  OrderDetailResponseSchema,
  PLAN_TOO_LATE_MESSAGE,
  planShipment,
  zonedDateTime,
  zonedInstant,
  type AdminProduct,
  type TradeShowRequest,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import ICAL from 'ical.js';
import { BILLING_REGION } from '../../test/checkout';
import { openPayment, paymentRequest, placeOrderRequest } from './orders.fixtures';
import { PLAN_SHOW_GONE } from '../shows';

const run = promisify(execFile);

/**
 * Checkout planned for a show or a date: each method's verdict for the real cart and ship-to,
 * the payment refused for a too-late plan until the buyer confirms it, and the order keeping
 * the plan it was bought with.
 */

let app: App;
let staff: SignedIn;
let categoryId: number;
let banner: AdminProduct;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signInStaff(app);
  categoryId = await createCategory(app, staff);
  banner = await createProduct(app, staff, categoryId, {
    price: '300.00',
    printSize: 'mlb-85x200',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const today = () => zonedDateTime(new Date(), 'America/New_York').date;

function showFields(overrides: Partial<TradeShowRequest> = {}): TradeShowRequest {
  const start = addCalendarDays(today(), 70);
  return {
    name: `Exhibitor Live ${Math.random().toString(36).slice(2, 7)}`,
    organizer: null,
    venue: 'Georgia World Congress Center',
    city: 'Atlanta',
    country: 'US',
    region: 'GA',
    move_in: addCalendarDays(start, -1),
    starts_on: start,
    ends_on: addCalendarDays(start, 2),
    contractor: 'Peach Expo Services',
    warehouse_address: 'Peach Expo Services\n1000 Marietta St NW\nAtlanta, GA 30318',
    warehouse_from: addCalendarDays(start, -30),
    warehouse_to: addCalendarDays(start, -8),
    direct_from: null,
    direct_to: null,
    url: null,
    ...overrides,
  };
}

async function createShow(overrides: Partial<TradeShowRequest> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/trade-shows',
    headers: bearer(staff.token),
    payload: showFields(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminTradeShowResponseSchema.parse(response.json()).show;
}

async function customerWithBanner(): Promise<SignedIn> {
  const customer = await registerCustomer(app);
  await add(app, customer, banner.id, 1);
  return customer;
}

async function cartPlan(customer: SignedIn, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/show-plan',
    headers: bearer(customer.token),
    payload: { ...BILLING_REGION_AS_QUOTE, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return CartShowPlanResponseSchema.parse(response.json());
}

const BILLING_REGION_AS_QUOTE = { country: BILLING_REGION.country, region: BILLING_REGION.state };

describe('checkout planned for a show', () => {
  it('marks every method of the cart and region by the planner, cheapest first, and names the show', async () => {
    const show = await createShow();
    const customer = await customerWithBanner();
    const answer = await cartPlan(customer, { plan_show: show.slug });

    expect(answer.show?.slug).toBe(show.slug);
    expect(answer.show?.warehouse?.address).toContain('1000 Marietta St NW');
    expect(answer.target).toBe(show.warehouse!.to);
    expect(answer.printed).toBe(true);
    const prices = answer.plans.standard.map((method) => method.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The same days as the planner gives with the shop's default calendar and these methods.
    const calendar = {
      timeZone: answer.clock.time_zone,
      cutoff: answer.clock.order_cutoff,
      closures: [],
    };
    const now = zonedInstant(answer.clock.order_day, '00:00', answer.clock.time_zone);
    const expected = planShipment({
      now,
      calendar,
      target: answer.target,
      destination: 'US',
      printed: true,
      rush: false,
      methods: answer.plans.standard.map((method) => ({
        id: method.method_id,
        name: method.method,
        transitDaysMin: method.transit_days_min,
        transitDaysMax: method.transit_days_max,
      })),
    });
    expect(
      answer.plans.standard.map((method) => [method.order_by, method.ship_by, method.verdict]),
    ).toEqual(expected.methods.map((method) => [method.orderBy, method.shipBy, method.verdict]));
    // Ten weeks ahead every method makes it: the cheapest is the one to pick.
    expect(answer.plans.standard.every((method) => method.verdict === 'in_time')).toBe(true);
    expect(answer.best.standard).toBe(answer.plans.standard[0]!.method_id);
  });

  it('suggests nothing when the date is tomorrow, not even with 2-Day Rush', async () => {
    const customer = await customerWithBanner();
    const answer = await cartPlan(customer, { plan_date: addCalendarDays(today(), 1) });
    expect(answer.show).toBeNull();
    expect(answer.plans.standard.every((method) => method.verdict === 'too_late')).toBe(true);
    expect(answer.best).toEqual({ standard: null, rush: null });
  });

  it('refuses a show no longer in the calendar on its field', async () => {
    const customer = await customerWithBanner();
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/show-plan',
      headers: bearer(customer.token),
      payload: { ...BILLING_REGION_AS_QUOTE, plan_show: 'no-such-show-2099' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ plan_show: [PLAN_SHOW_GONE] });
  });

  it('keeps an in-time plan with the order: show, deadlines and the ship-by day', async () => {
    const show = await createShow();
    const customer = await customerWithBanner();
    const planned = await cartPlan(customer, { plan_show: show.slug });
    const cheapest = planned.plans.standard[0]!;
    const payment = await openPayment(app, customer, {
      ...BILLING_REGION,
      shipping_method_id: cheapest.method_id,
      plan_show: show.slug,
    });
    const email = `planned-${customer.username}@example.com`;
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      email,
      shipping_method_id: cheapest.method_id,
      plan_show: show.slug,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;

    const detail = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(staff.token),
    });
    const order = OrderDetailResponseSchema.parse(detail.json()).order;
    expect(order.plan).toEqual({
      target: show.warehouse!.to,
      show: { slug: show.slug, name: show.name },
      method: cheapest.method,
      rush: false,
      order_by: cheapest.order_by,
      artwork_by: cheapest.artwork_by,
      approve_by: cheapest.approve_by,
      ship_by: cheapest.ship_by,
      delivery_from: cheapest.delivery_from,
      delivery_to: cheapest.delivery_to,
      verdict: 'in_time',
      late_accepted: false,
    });
    const [row] = await app.db
      .select({ shipBy: orders.shipBy })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.shipBy).toBe(cheapest.ship_by);

    // The deadlines as a calendar: one all-day event per day, parsed by an iCalendar library.
    const ics = await app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderId}/plan.ics`,
      headers: bearer(customer.token),
    });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = calendarEvents(ics.body);
    expect(events.map((event) => [event.summary.split(':')[0], event.start])).toEqual([
      ['Order and pay by', cheapest.order_by],
      ['Upload artwork by', cheapest.artwork_by],
      ['Approve the proof by', cheapest.approve_by],
      ['Ships by', cheapest.ship_by],
      ['Expected delivery', cheapest.delivery_from],
      [`Needed at ${show.name} by`, show.warehouse!.to],
    ]);
    expect(events[0]!.summary).toContain(`(${show.name})`);
    // DTEND is the day after the last (exclusive), so the delivery window covers its days.
    expect(events[4]!.end).toBe(addCalendarDays(cheapest.delivery_to, 1));

    // The confirmation e-mail lists the same days and carries the same calendar.
    const mail = readMail((await smtp.waitFor(email)).raw);
    expect(mail.text).toContain(`Planned for ${show.name}, by ${cheapest.method}:`);
    expect(mail.text).toMatch(/Upload artwork by: \w{3}, \w{3} \d{1,2}, \d{4}/);
    expect(calendarEvents(mail.parts['text/calendar'] ?? '')).toHaveLength(6);

    // "My shows" lists it with its plan; a stranger's list does not.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/account/shows',
      headers: bearer(customer.token),
    });
    const listed = AccountShowsResponseSchema.parse(mine.json()).orders;
    expect(listed.map((entry) => [entry.order_id, entry.plan])).toEqual([[orderId, order.plan]]);

    // Someone else's order has no calendar for them; an order planned for nothing has none.
    const stranger = await registerCustomer(app);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderId}/plan.ics`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/account/shows',
      headers: bearer(stranger.token),
    });
    expect(AccountShowsResponseSchema.parse(theirs.json()).orders).toEqual([]);
  });

  it('opens no payment for a too-late plan until the buyer confirms it, then keeps that word', async () => {
    const customer = await customerWithBanner();
    const date = addCalendarDays(today(), 1);
    const refused = await paymentRequest(app, customer, { ...BILLING_REGION, plan_date: date });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().validation_errors).toEqual({
      plan_too_late_ok: [PLAN_TOO_LATE_MESSAGE],
    });

    const payment = await openPayment(app, customer, {
      ...BILLING_REGION,
      plan_date: date,
      plan_too_late_ok: true,
    });
    const unconfirmed = await placeOrderRequest(app, customer, payment.order_id, {
      plan_date: date,
    });
    expect(unconfirmed.statusCode).toBe(422);
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      plan_date: date,
      plan_too_late_ok: 'on',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const [row] = await app.db
      .select({ plan: orders.showPlan })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.plan).toMatchObject({
      target: date,
      show: null,
      verdict: 'too_late',
      late_accepted: true,
    });
  });

  it('prints carton labels for a booth order that staff and contractors can read back', async () => {
    const show = await createShow();
    const customer = await customerWithBanner();
    const planned = await cartPlan(customer, { plan_show: show.slug });
    const cheapest = planned.plans.standard[0]!;
    const payment = await openPayment(app, customer, {
      ...BILLING_REGION,
      shipping_method_id: cheapest.method_id,
      plan_show: show.slug,
    });
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      shipping_method_id: cheapest.method_id,
      plan_show: show.slug,
      trade_show: true,
      show_name: show.name,
      show_booth: 'Hall B, Booth 4417',
      show_exhibitor: 'Analytical Engines',
      show_deliver_by: show.target,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId, tracking_no: trackingNo } = placed.json() as {
      order_id: number;
      tracking_no: string;
    };

    const letter = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/booth-labels.pdf?cartons=3&format=letter`,
      headers: bearer(staff.token),
    });
    expect(letter.statusCode, letter.body).toBe(200);
    const text = await pdfToText(letter.rawPayload);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(3);
    for (const [index, page] of pages.entries()) {
      for (const expected of [
        'Analytical Engines',
        'BOOTH Hall B, Booth 4417',
        show.name,
        'c/o Peach Expo Services',
        '1000 Marietta St NW',
        'Atlanta, GA 30318',
        `Warehouse receives ${show.warehouse!.from} to ${show.warehouse!.to}`,
        `CARTON ${index + 1} OF 3`,
        `Order ${trackingNo}`,
      ]) {
        expect(page).toContain(expected);
      }
    }
    expect(await pdfPageSize(letter.rawPayload)).toBe('612 x 792 pts (letter)');

    const label = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/booth-labels.pdf`,
      headers: bearer(staff.token),
    });
    expect(label.statusCode).toBe(200);
    expect(await pdfPageSize(label.rawPayload)).toMatch(/^288 x 432 pts/);

    // Customers cannot print them; nonsense asks are refused on their field.
    const asCustomer = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/booth-labels.pdf`,
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const tooMany = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/booth-labels.pdf?cartons=51`,
      headers: bearer(staff.token),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().validation_errors)).toEqual(['cartons']);
  });

  it('leaves an order without a plan as before', async () => {
    const customer = await customerWithBanner();
    const payment = await openPayment(app, customer, { ...BILLING_REGION });
    const placed = await placeOrderRequest(app, customer, payment.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const [row] = await app.db
      .select({ plan: orders.showPlan, shipBy: orders.shipBy })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row).toEqual({ plan: null, shipBy: null });
  });
});

/** The events of an iCalendar text, read by ical.js: summary, first day and (exclusive) end. */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

/** The text of a PDF as poppler's pdftotext lays it out, pages split by form feeds. */
async function pdfToText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    const file = join(dir, 'labels.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function pdfPageSize(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    const file = join(dir, 'labels.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdfinfo', [file]);
    return /^Page size:\s+(.*)$/m.exec(stdout)?.[1]?.trim() ?? '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
