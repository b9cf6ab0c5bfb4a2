import { ApiErrorSchema } from '@backlit/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';

/**
 * The CSV export's exact bytes, on whichever database runs the tests: PostgreSQL writes the rows
 * itself (COPY), the embedded database's are joined by the server, and both must give this file.
 */

let app: App;
let staff: SignedIn;
/** The PostgreSQL database's address, when the tests run on one. */
let databaseUrl: string | undefined;

interface Awkward {
  trackingNo: string;
  placedAt: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  subtotalCents: number;
  rushFeeCents: number;
  paymentMethod: string;
  carrier: string | null;
  shipmentTrackingNumber: string | null;
}

async function insertOrder(userId: number, order: Awkward) {
  const total = order.subtotalCents + order.rushFeeCents;
  await app.db.execute(sql`
    with paid as (
      insert into payments (user_id, provider, provider_order_id, amount_cents, currency, rush,
        status)
      values (${userId}, 'demo', ${`EXPORT-${order.trackingNo}`}, ${Math.max(total, 1)}, 'USD',
        false, 'captured')
      returning id, provider_order_id
    )
    insert into orders (tracking_no, user_id, payment_id, payment_order_id, payment_method,
      status, first_name, last_name, address, city, state, postcode, country, phone, email,
      subtotal_cents, rush_fee_cents, total_cents, currency, carrier, shipment_tracking_number,
      created_at)
    select ${order.trackingNo}, ${userId}, id, provider_order_id, ${order.paymentMethod},
      ${order.status}, ${order.firstName}, ${order.lastName}, '1 Main St', 'Atlanta', 'GA',
      '30318', ${order.country}, ${order.phone}, ${order.email}, ${order.subtotalCents},
      ${order.rushFeeCents}, ${total}, 'USD', ${order.carrier}, ${order.shipmentTrackingNumber},
      ${order.placedAt}::timestamptz
    from paid`);
}

const ORDERS: Awkward[] = [
  {
    trackingNo: 'EXP-3',
    placedAt: '2026-02-28T23:59:59.999Z',
    status: 'refunded',
    firstName: '渡辺',
    lastName: '"Quoted"',
    email: 'tab@example.com',
    phone: '\t+1 404',
    country: 'JP',
    subtotalCents: 0,
    rushFeeCents: 0,
    paymentMethod: 'Demo',
    carrier: '\r\nCR',
    shipmentTrackingNumber: '\\.',
  },
  {
    trackingNo: 'EXP-1',
    placedAt: '2026-03-02T10:20:30.123Z',
    status: 'paid',
    firstName: 'Zoë "Zed"',
    lastName: "O'Brien, Jr.",
    email: '=cmd@evil.example',
    phone: '',
    country: 'FR',
    subtotalCents: 1999,
    rushFeeCents: 500,
    paymentMethod: 'Demo',
    carrier: null,
    shipmentTrackingNumber: null,
  },
  {
    trackingNo: 'EXP-2',
    placedAt: '2026-03-01T00:00:00.000Z',
    status: 'shipped',
    firstName: 'Line\nbreak',
    lastName: '@home',
    email: '+plus@example.com',
    phone: '-555',
    country: 'US',
    subtotalCents: -105,
    rushFeeCents: 0,
    paymentMethod: 'PayPal',
    carrier: 'DHL, Express',
    shipmentTrackingNumber: '@T1',
  },
];

const EXPECTED =
  '\uFEFF' +
  'Order number,Date,Status,Customer name,Email,Phone,Country,Subtotal,Rush fee,Total,' +
  'Payment method,Carrier,Tracking number\r\n' +
  'EXP-1,2026-03-02T10:20:30.123Z,Paid,"Zoë ""Zed"" O\'Brien, Jr.",\'=cmd@evil.example,,FR,' +
  '19.99,5.00,24.99,Demo,,\r\n' +
  'EXP-2,2026-03-01T00:00:00.000Z,Shipped,"Line\nbreak @home",\'+plus@example.com,\'-555,US,' +
  "'-1.05,0.00,'-1.05,PayPal,\"DHL, Express\",'@T1\r\n" +
  'EXP-3,2026-02-28T23:59:59.999Z,Refunded,"渡辺 ""Quoted""",tab@example.com,\'\t+1 404,JP,' +
  '0.00,0.00,0.00,Demo,"\'\r\nCR",\\.\r\n';

async function exportCsv(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders/export.csv${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload.toString('utf8');
}

/** Rows of a query on the app's database. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  app = await buildTestApp({}, database);
  staff = await signInStaff(app);
  const customer = await registerCustomer(app);
  const [user] = await rows<{ id: number }>(
    sql`select id from users where email = ${customer.email}`,
  );
  for (const order of ORDERS) await insertOrder(user!.id, order);
});
afterAll(() => app.close());

describe('the CSV export, byte for byte', () => {
  it('quotes, neutralises formulas, writes amounts, and ends rows with CRLF', async () => {
    expect(await exportCsv()).toBe(EXPECTED);
  });

  it('writes the head alone when nothing matches', async () => {
    expect(await exportCsv('?status=delivered')).toBe(EXPECTED.split('\r\n')[0] + '\r\n');
  });

  it('takes a search holding quotes and backslashes as text', async () => {
    const rows = (await exportCsv(`?q=${encodeURIComponent("O'Brien")}`)).split('\r\n');
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['EXP-1']);
    const hostile = encodeURIComponent("x\\'); drop table orders; --");
    expect(await exportCsv(`?q=${hostile}`)).toBe(EXPECTED.split('\r\n')[0] + '\r\n');
    expect(await exportCsv()).toBe(EXPECTED);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the CSV export when PostgreSQL fails', () => {
  it('answers 503 when its COPY is cut off before the first bytes', async () => {
    // Another session holds the orders, so the COPY waits for them; meanwhile it is cut off.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table orders in access exclusive mode');
      const answering = app.inject({
        method: 'GET',
        url: '/api/orders/export.csv',
        headers: bearer(staff.token),
      });
      const waitingCopy = () =>
        rows<{ pid: number }>(sql`
          select pid from pg_stat_activity
          where datname = current_database() and query like 'copy (%' and wait_event_type = 'Lock'`);
      await expect.poll(async () => (await waitingCopy()).length).toBe(1);
      const [copy] = await waitingCopy();
      await rows(sql`select pg_terminate_backend(${copy!.pid})`);
      const response = await answering;
      expect(response.statusCode).toBe(503);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({ status: 503 });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
