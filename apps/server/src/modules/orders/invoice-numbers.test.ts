import { formatInvoiceNumber } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { invoiceCounters, invoices, orders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct } from '../../test/cart';
import { jobsIdle } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { InvoicesRepository } from './invoices.repository';

/**
 * Invoice numbers run without gaps within a year of the shop's own calendar: an order invoiced on
 * New Year's Eve evening where the shop works is numbered and dated in the year ending, though
 * UTC is already in the next one. The packing slip gives the shop's day too.
 */
describe('invoice numbers and the days on an order’s papers', () => {
  let app: App;
  let staff: SignedIn;
  /** Orders placed for the test, their invoices taken away again: numbered by the test. */
  const orderIds: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    staff = await signInStaff(app);
    const category = await createCategory(app, staff);
    const product = await createProduct(app, staff, category, { price: '50.00', stock: 10 });
    const customer = await registerCustomer(app);
    for (let i = 0; i < 4; i++) {
      const order = await placeOrderThrough(app, {
        customer,
        staff,
        productId: product.id,
        shipped: false,
      });
      orderIds.push(order.id);
    }
    await jobsIdle(app);
    await app.db.delete(invoices);
    await app.db.delete(invoiceCounters);
  });
  afterAll(() => app.close());

  const issue = async (orderId: number, at: string) =>
    (await new InvoicesRepository(app.db).issue(orderId, new Date(at))).number;

  it('numbers by the year of the shop’s time zone, not UTC’s', async () => {
    // 11:30 pm in New York, the shop's zone until staff choose another: already 2027 in UTC.
    expect(await issue(orderIds[0]!, '2027-01-01T04:30:00Z')).toBe(formatInvoiceNumber(2026, 1));
    // Half past midnight in New York: the new year's first number.
    expect(await issue(orderIds[1]!, '2027-01-01T05:30:00Z')).toBe(formatInvoiceNumber(2027, 1));

    // Staff move the shop to Los Angeles, where it is 10:30 pm on New Year's Eve at that moment.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/planner',
      headers: bearer(staff.token),
      payload: { time_zone: 'America/Los_Angeles', order_cutoff: '12:00', closures: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await issue(orderIds[2]!, '2027-01-01T06:30:00Z')).toBe(formatInvoiceNumber(2026, 2));
    // Its PDF is dated that day too, as its number says.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderIds[2]}/invoice.pdf`,
      headers: bearer(staff.token),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain(formatInvoiceNumber(2026, 2));
    expect(text).toContain('2026-12-31');
    expect(text).not.toContain('2027-01-01');
    // An order keeps the number it was given.
    expect(await issue(orderIds[0]!, '2027-06-01T12:00:00Z')).toBe(formatInvoiceNumber(2026, 1));
    expect(await issue(orderIds[3]!, '2027-01-01T08:30:00Z')).toBe(formatInvoiceNumber(2027, 2));
  });

  it('dates the packing slip by the shop’s day', async () => {
    // Placed at 7 pm in Los Angeles (10 pm in New York) on a leap day, when UTC has March already:
    // February 29 wherever the shop is, whichever test ran first.
    await app.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-01T03:00:00Z') })
      .where(eq(orders.id, orderIds[0]!));
    const slip = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderIds[0]}/packing-slip.pdf`,
      headers: bearer(staff.token),
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const text = (await pdfText(slip.rawPayload)).join('\n');
    expect(text).toContain('Placed 2024-02-29');
    expect(text).not.toContain('2024-03-01');
  });
});
