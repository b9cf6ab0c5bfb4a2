import { ORDER_STATUSES, ORDER_TRANSITIONS, canMoveOrder, type OrderStatus } from '@backlit/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, orders } from '../../db/schema';
import { registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct, expectRefused } from '../../test/cart';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { actionRequest, MOVES, move, PATH_TO, placeOrder } from './order-lifecycle.fixtures';
import { orderDetail } from './orders.fixtures';

/** Staff moving orders through the transitions table (demo payment provider). */

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let staff: SignedIn;
let customer: SignedIn;
let productId: number;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  const categoryId = await createCategory(app, staff);
  productId = (await createProduct(app, staff, categoryId, { stock: 500, price: '100.00' })).id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/**
 * A fresh order brought to `status` by legal moves, from a customer of its own (one customer may
 * open only so many payments in a quarter of an hour).
 */
async function orderIn(status: OrderStatus, email = 'ada@example.com') {
  const buyer = await registerCustomer(app);
  const order = await placeOrder(app, buyer, productId, { overrides: { email } });
  for (const step of PATH_TO[status]) await move(app, staff, order.id, step);
  return order;
}

const TARGETS = ORDER_STATUSES.filter((status) => MOVES[status]);
const CASES = ORDER_STATUSES.flatMap((from) => TARGETS.map((to) => [from, to] as const));

describe('the transitions table, through the API', () => {
  it.each(CASES)('%s → %s', async (from, to) => {
    const order = await orderIn(from);
    const response = await actionRequest(app, staff, order.id, MOVES[to]!.path, MOVES[to]!.body);
    if (canMoveOrder(from, to)) {
      expect(response.statusCode, response.body).toBe(200);
      expect((await orderDetail(app, staff, order.id)).status).toBe(to);
    } else {
      const body = expectRefused(response, 409);
      expect(body.message).toContain(order.tracking_no);
      expect((await orderDetail(app, staff, order.id)).status).toBe(from);
    }
  });

  it('offers exactly the moves of the table', async () => {
    for (const status of ORDER_STATUSES) {
      const order = await orderIn(status);
      expect((await orderDetail(app, staff, order.id)).allowed_transitions).toEqual(
        ORDER_TRANSITIONS[status],
      );
    }
  });
});

describe('two staff at once', () => {
  it('lets only one of two simultaneous cancellations happen, refunding once', async () => {
    const order = await orderIn('paid');
    const other = await signInStaff(app);
    const answers = await Promise.all([
      actionRequest(app, staff, order.id, 'cancel'),
      actionRequest(app, other, order.id, 'cancel'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await orderDetail(app, staff, order.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.history).toHaveLength(1);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.amounts).toEqual({ captured: 109.95, refunded: 109.95, refundable: 0 });
  });
});

describe('shipping', () => {
  it('needs a carrier and a tracking number (422 with field errors), and keeps them', async () => {
    const order = await orderIn('in_production');
    const refused = expectRefused(await actionRequest(app, staff, order.id, 'ship', {}), 422);
    expect(Object.keys(refused.validation_errors ?? {}).sort()).toEqual([
      'carrier',
      'tracking_number',
    ]);
    const blank = await actionRequest(app, staff, order.id, 'ship', {
      carrier: 'UPS',
      tracking_number: '   ',
    });
    expect(expectRefused(blank, 422).validation_errors).toHaveProperty('tracking_number');
    expect((await orderDetail(app, staff, order.id)).status).toBe('in_production');

    const shipped = await move(app, staff, order.id, 'shipped', {
      carrier: 'FedEx',
      tracking_number: '7712 3456 7890',
      note: 'Two boxes',
    });
    expect(shipped.shipment).toEqual({
      carrier: 'FedEx',
      tracking_number: '7712 3456 7890',
      shipped_at: expect.any(String),
    });
    expect(shipped.history.at(-1)).toEqual({
      from: 'in_production',
      to: 'shipped',
      at: expect.any(String),
      by: staff.email,
      carrier: 'FedEx',
      tracking_number: '7712 3456 7890',
      refund: null,
      note: 'Two boxes',
    });
  });
});

describe('history, audit and e-mails', () => {
  it('records who moved the order and when, in order', async () => {
    const order = await orderIn('delivered');
    const detail = await orderDetail(app, staff, order.id);
    expect(detail.history.map((event) => [event.from, event.to, event.by])).toEqual([
      ['paid', 'in_production', staff.email],
      ['in_production', 'shipped', staff.email],
      ['shipped', 'delivered', staff.email],
    ]);
  });

  it('writes an audit entry for each staff action', async () => {
    const order = await orderIn('in_production');
    await move(app, staff, order.id, 'shipped');
    const entries = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(entries.map((entry) => [entry.area, entry.action, entry.actorEmail])).toEqual([
      ['orders', 'order.ship', staff.email],
      ['orders', 'order.production', staff.email],
    ]);
    expect(entries[0]!.summary).toContain(order.tracking_no);
    expect(entries[0]!.summary).toContain('1Z999AA10123456784');
  });

  // Each mail is a job of the queue; on a busy machine five of them can take more than 5 s.
  it(
    'e-mails the customer at each step; the shipped mail carries the tracking number',
    { timeout: 60_000 },
    async () => {
      const email = `lifecycle-${Date.now()}@example.com`;
      const order = await orderIn('paid', email);
      // The confirmation; it may queue behind the mails of the orders the table's cases placed.
      await smtp.waitFor(email, 30_000);
      const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email));
      const waitForCount = async (n: number) => {
        const deadline = Date.now() + 30_000;
        while (mailsTo().length < n && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        return mailsTo().map((mail) => readMail(mail.raw));
      };
      await move(app, staff, order.id, 'in_production');
      await move(app, staff, order.id, 'shipped');
      await move(app, staff, order.id, 'delivered');
      await move(app, staff, order.id, 'refunded');
      const [, production, shipped, delivered, refunded] = await waitForCount(5);
      expect(production!.headers.subject).toContain(
        `Your order ${order.tracking_no} is in production`,
      );
      expect(shipped!.headers.subject).toContain('has shipped');
      expect(shipped!.text).toContain('Carrier: UPS');
      expect(shipped!.text).toContain('Tracking number: 1Z999AA10123456784');
      expect(delivered!.headers.subject).toContain('was delivered');
      expect(refunded!.text).toContain('We have refunded $109.95 USD');
    },
  );

  it('tells the customer what a cancellation refunded', { timeout: 60_000 }, async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const order = await orderIn('in_production', email);
    const cancelled = await move(app, staff, order.id, 'cancelled');
    expect(cancelled.amounts).toEqual({ captured: 109.95, refunded: 109.95, refundable: 0 });
    const deadline = Date.now() + 30_000;
    let mail: ReturnType<typeof readMail> | undefined;
    while (!mail && Date.now() < deadline) {
      const raw = smtp.received.find(
        (m) => m.to.includes(email) && readMail(m.raw).headers.subject?.includes('cancelled'),
      );
      mail = raw && readMail(raw.raw);
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mail?.text).toContain('We have refunded $109.95 USD');
  });
});

describe('access', () => {
  it('refuses customers (403) and strangers (401), and changes nothing', async () => {
    const order = await orderIn('paid');
    for (const action of Object.values(MOVES)) {
      expectRefused(await actionRequest(app, customer, order.id, action.path, action.body), 403);
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/${action.path}`,
        payload: action.body,
      });
      expect(anonymous.statusCode).toBe(401);
    }
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });

  it('answers 404 for an order that does not exist', async () => {
    expectRefused(await actionRequest(app, staff, 999_999, 'production'), 404);
  });
});
