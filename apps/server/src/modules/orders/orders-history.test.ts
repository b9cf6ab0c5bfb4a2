import { AdminOrdersResponseSchema, ORDER_STATUSES } from '@backlit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { EXPORT_BATCH_SIZE } from './orders.service';

/**
 * The staff's order list, search and export on a shop with history: thousands of orders written
 * straight into the database (placing them one by one would take minutes).
 */

/**
 * Five batches of the export on the embedded database: while the test holds the first one, the
 * export has read (or is reading) the next two at most, so the last is read after the test wrote
 * an order. On PostgreSQL, more than the first chunk of the COPY.
 */
const ORDERS = 4 * EXPORT_BATCH_SIZE + 500;

let app: App;
let staff: SignedIn;
let customerId: number;

/** Rows of a query, whichever driver answers (PGlite answers { rows }, postgres.js an array). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await app.db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as unknown as { rows: T[] }).rows;
}

/**
 * `count` paid-for orders, two placed in each hour from 2025-01-01 (so ties on the time are
 * broken by id), in every status by turns, each with its own payment.
 */
async function insertOrders(userId: number, count: number) {
  await app.db.execute(sql`
    with paid as (
      insert into payments (user_id, provider, provider_order_id, amount_cents, currency, rush,
        status)
      select ${userId}, 'demo', 'HISTORY-' || i, 1000 + i, 'USD', false, 'captured'
      from generate_series(1, ${count}::int) as i
      returning id, provider_order_id, amount_cents
    ), numbered as (
      select paid.*, substr(provider_order_id, 9)::int as i from paid
    )
    insert into orders (tracking_no, user_id, payment_id, payment_order_id, payment_method,
      status, first_name, last_name, address, city, state, postcode, country, phone, email,
      subtotal_cents, rush_fee_cents, total_cents, currency, created_at)
    select 'HIS-' || lpad(i::text, 6, '0'), ${userId}, id, provider_order_id, 'Demo',
      (array['paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded'])[i % 6 + 1],
      'Buyer', 'Number ' || i, '1 Main St', 'Atlanta', 'GA', '30318', 'US', '+1 404-555-0134',
      'buyer' || i || '@example.com', amount_cents, 0, amount_cents, 'USD',
      timestamptz '2025-01-01 00:00:00Z' + (i / 2) * interval '1 hour'
    from numbered`);
}

async function list(query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders?${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrdersResponseSchema.parse(response.json());
}

/** The order numbers the database itself puts first for this condition, newest first. */
async function newestFirst(condition = sql`true`) {
  const found = await rows<{ tracking_no: string }>(
    sql`select tracking_no from orders where ${condition} order by created_at desc, id desc`,
  );
  return found.map((row) => row.tracking_no);
}

async function rename(trackingNo: string, first: string, last: string, email: string) {
  await app.db.execute(sql`
    update orders set first_name = ${first}, last_name = ${last}, email = ${email}
    where tracking_no = ${trackingNo}`);
}

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  const customer = await registerCustomer(app);
  const [user] = await rows<{ id: number }>(
    sql`select id from users where email = ${customer.email}`,
  );
  customerId = user!.id;
  await insertOrders(customerId, ORDERS);
  await rename('HIS-000101', 'Grace', 'Hopper', 'grace@navy.example');
  await rename('HIS-000202', 'Grace', 'Hooper', 'g.hooper@example.com');
  await rename('HIS-000303', 'Ada', 'Lovelace', 'ada@example.com');
});
afterAll(() => app.close());

describe('the staff order list with history', () => {
  it('pages newest first, deep pages as the first ones, with the true count', async () => {
    const expected = await newestFirst();
    const perPage = 40;
    const last = Math.ceil(ORDERS / perPage);
    for (const page of [1, 2, Math.floor(last / 2), last - 1, last]) {
      const answer = await list(`per_page=${perPage}&page=${page}`);
      expect(answer.total).toBe(ORDERS);
      expect(
        answer.orders.map((order) => order.tracking_no),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * perPage, page * perPage));
    }
    expect((await list(`per_page=${perPage}&page=${last + 1}`)).orders).toEqual([]);
  });

  it('counts and pages a status and a period the same way', async () => {
    const shipped = await newestFirst(sql`status = 'shipped'`);
    const answer = await list('status=shipped&per_page=100&page=5');
    expect(answer.total).toBe(shipped.length);
    expect(answer.orders.map((order) => order.tracking_no)).toEqual(shipped.slice(400, 500));

    const january = await newestFirst(
      sql`created_at >= '2025-01-10T00:00:00Z' and created_at < '2025-01-21T00:00:00Z' and status = 'paid'`,
    );
    const period = await list('status=paid&from=2025-01-10&to=2025-01-20&per_page=100&page=1');
    expect(period.total).toBe(january.length);
    expect(period.orders.map((order) => order.tracking_no)).toEqual(january.slice(0, 100));
  });

  it('keeps the day totals equal to the orders and refunds they sum', async () => {
    // Moves between statuses and days, a refund, a deleted order: every path of the triggers.
    await app.db.execute(
      sql`update orders set status = 'refunded' where tracking_no = 'HIS-000010'`,
    );
    await app.db.execute(sql`
      update orders set created_at = created_at - interval '40 days' where tracking_no = 'HIS-000011'`);
    await app.db.execute(sql`
      insert into order_refunds (order_id, provider_refund_id, amount_cents)
      select id, 'REFUND-HISTORY-12', 500 from orders where tracking_no = 'HIS-000012'`);
    await app.db.execute(sql`
      update orders set status = 'shipped' where tracking_no = 'HIS-000012'`);
    await app.db.execute(sql`
      delete from order_refunds where provider_refund_id = 'REFUND-HISTORY-12'`);
    await app.db.execute(sql`
      insert into order_refunds (order_id, provider_refund_id, amount_cents)
      select id, 'REFUND-HISTORY-13', 700 from orders where tracking_no = 'HIS-000013'`);
    await app.db.execute(sql`delete from orders where tracking_no = 'HIS-000013'`);
    await app.db.execute(sql`delete from payments where provider_order_id = 'HISTORY-13'`);

    type Totals = { day: string; status: string; orders: number; total: number; refunded: number };
    const kept = await rows<Totals>(sql`
      select day::text as day, status, orders, total_cents::int as total,
        refunded_cents::int as refunded
      from order_day_totals where orders <> 0 or total_cents <> 0 or refunded_cents <> 0
      order by day, status`);
    const summed = await rows<Totals>(sql`
      select (o.created_at at time zone 'UTC')::date::text as day, o.status,
        count(*)::int as orders, sum(o.total_cents)::int as total,
        coalesce(sum(r.cents), 0)::int as refunded
      from orders o
      left join (select order_id, sum(amount_cents) as cents from order_refunds group by order_id) r
        on r.order_id = o.id
      group by 1, 2 order by 1, 2`);
    expect(kept).toEqual(summed);
    expect(new Set(summed.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
  });
});

describe('the staff order search with history', () => {
  const numbers = async (q: string) =>
    (await list(`q=${encodeURIComponent(q)}`)).orders.map((order) => order.tracking_no);

  it('finds an order by part of its number, e-mail or name, best match first', async () => {
    expect(await numbers('his-000303')).toEqual(['HIS-000303']);
    expect(await numbers('navy')).toEqual(['HIS-000101']);
    expect(await numbers('ada lovelace')).toEqual(['HIS-000303']);
    // Both are Grace; the one whose surname is the word searched comes first.
    expect(await numbers('grace hooper')).toEqual(['HIS-000202']);
    expect(await numbers('grace')).toEqual(['HIS-000202', 'HIS-000101']);
  });

  it('finds near misses of a name only when nothing matches as typed', async () => {
    expect(await numbers('lovelase')).toEqual(['HIS-000303']);
    expect((await numbers('hoper')).sort()).toEqual(['HIS-000101', 'HIS-000202']);
    // "Hooper" has the word as typed: "Hopper", a near miss, is left out.
    expect(await numbers('hooper')).toEqual(['HIS-000202']);
  });

  it('counts every match and pages through them', async () => {
    const page = await list('q=buyer1&per_page=20&page=2');
    const all = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where email like 'buyer1%'`,
    );
    expect(page.total).toBe(all[0]!.n);
    expect(page.orders).toHaveLength(20);
  });
});

describe('the CSV export with history', () => {
  /** The order numbers of an export's rows. */
  const numbersOf = (csv: string) =>
    csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);

  /** An export as a stream, nothing of it read yet. */
  async function startExport(query = '', signal?: AbortSignal) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders/export.csv${query}`,
      headers: bearer(staff.token),
      payloadAsStream: true,
      ...(signal && { signal }),
    });
    expect(response.statusCode).toBe(200);
    return response.stream()[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  async function readRest(reading: AsyncIterator<Buffer>, chunks: Buffer[]) {
    for (let next = await reading.next(); !next.done; next = await reading.next()) {
      chunks.push(next.value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * Sessions of this database whose last statement is the export's COPY (PostgreSQL only): one
   * the export still reads from. Read to the end, the session goes on to undo the COPY's
   * settings; dropped, it is closed.
   */
  async function copySessions() {
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query like 'copy (%'`);
    return row!.n;
  }

  it('streams: the answer begins while the database is still reading', async () => {
    const reading = await startExport();
    const chunks = [(await reading.next()).value as Buffer];
    if (app.copyOut) {
      // PostgreSQL: one COPY, still read from while the first bytes are, so its rows are the
      // orders as they were when the download began.
      expect(await copySessions()).toBe(1);
    }
    // Placed before every other order, so it comes last: only a download reading the database
    // in batches, still at it when it was written, can have it.
    await app.db.execute(sql`
      with paid as (
        insert into payments (user_id, provider, provider_order_id, amount_cents, currency, rush,
          status)
        values (${customerId}, 'demo', 'HISTORY-OLDEST', 999, 'USD', false, 'captured')
        returning id
      )
      insert into orders (tracking_no, user_id, payment_id, payment_order_id, payment_method,
        first_name, last_name, address, city, state, postcode, country, phone, email,
        subtotal_cents, total_cents, currency, created_at)
      select 'HIS-OLDEST', ${customerId}, id, 'HISTORY-OLDEST', 'Demo', 'Early', 'Bird',
        '1 Main St', 'Atlanta', 'GA', '30318', 'US', '+1 404-555-0134', 'early@example.com',
        999, 999, 'USD', timestamptz '2020-01-01 00:00:00Z'
      from paid`);

    const exported = numbersOf(await readRest(reading, chunks));
    if (app.copyOut) expect(await copySessions()).toBe(0);
    const expected = await newestFirst();
    expect(expected.at(-1)).toBe('HIS-OLDEST');
    expect(exported).toEqual(app.copyOut ? expected.slice(0, -1) : expected);
  });

  it('gives its connection back when the client leaves mid-download', async () => {
    // More downloads dropped than the pool has connections: one kept would starve the last.
    for (let i = 0; i < 12; i++) {
      const leaving = new AbortController();
      const reading = await startExport('', leaving.signal);
      expect((await reading.next()).done).toBe(false);
      if (app.copyOut) expect(await copySessions()).toBe(1);
      leaving.abort();
      // Closed, not read to the end: the COPY's session is gone rather than done with it.
      if (app.copyOut) await expect.poll(copySessions).toBe(0);
    }
    for (let i = 0; i < 3; i++) {
      expect(numbersOf(await readRest(await startExport(), []))).toEqual(await newestFirst());
    }
  });

  it('selects the orders the list does, searches included', async () => {
    for (const query of [
      'status=shipped',
      'from=2025-01-10&to=2025-01-20',
      'status=paid&from=2025-01-10&to=2025-01-20&q=buyer',
      'q=grace',
      'q=lovelase',
      'q=hoper',
      'q=navy',
      'artwork=awaiting_file',
      'deliver_by=2025-01-15',
    ]) {
      const listed = await list(`${query}&per_page=100`);
      expect(listed.total).toBeLessThan(2000);
      const pages = Math.ceil(listed.total / 100);
      const all = [...listed.orders];
      for (let page = 2; page <= pages; page++) {
        all.push(...(await list(`${query}&per_page=100&page=${page}`)).orders);
      }
      const exported = numbersOf(await readRest(await startExport(`?${query}`), []));
      expect(exported, query).toEqual(all.map((order) => order.tracking_no));
    }
  });
});
