import {
  AdminPaymentsResponseSchema,
  ApiErrorSchema,
  PlaceOrderResponseSchema,
  type AdminPaymentsResponse,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { companyWithBuyers } from '../../test/companies';
import { placeOrderThrough } from '../../test/orders';
import { startSmtpReceiver } from '../../test/smtp';

/**
 * The back-office payments list filtered by how each was paid. An order on account is "captured"
 * in the ledger without any money taken, so staff need to tell it apart from a real capture, and
 * each filter's counts must say what the other filter would list.
 */
describe('payments in the back-office, by method', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let staff: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: smtp.url });
    staff = await signInStaff(app);
    const category = await createCategory(app, staff);
    const frame = await createProduct(app, staff, category, { price: '100.00', stock: 50 });

    // One demo payment captured (its order placed), one demo payment opened and left.
    const customer = await registerCustomer(app);
    await placeOrderThrough(app, { customer, staff, productId: frame.id, shipped: false });
    await add(app, customer, frame.id, 1);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: bearer(customer.token),
      payload: { rush: false, ...BILLING_REGION },
    });
    expect(opened.statusCode, opened.body).toBe(200);

    // One order placed on account: its ledger row is "captured" with provider invoice.
    const { companyId, buyers } = await companyWithBuyers(app, smtp, 'Trade Show Co');
    const [buyer] = buyers as [SignedIn];
    const granted = await app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/terms`,
      headers: bearer(staff.token),
      payload: { net_days: 30, credit_limit: '5000' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await add(app, buyer, frame.id, 1);
    const onAccount = await app.inject({
      method: 'POST',
      url: '/api/checkout/on-account',
      headers: bearer(buyer.token),
      payload: { ...BILLING, email: buyer.email, terms: true, po_number: 'PO-1' },
    });
    expect(onAccount.statusCode, onAccount.body).toBe(200);
    PlaceOrderResponseSchema.parse(onAccount.json());
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const list = async (search: string): Promise<AdminPaymentsResponse> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/payments${search}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return AdminPaymentsResponseSchema.parse(response.json());
  };
  const none = { created: 0, capturing: 0, refunding: 0, refunded: 0, declined: 0, abandoned: 0 };

  it('lists every method with counts per state and per method', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ ...none, captured: 2, created: 1 });
    expect(all.provider_counts).toEqual({ demo: 2, paypal: 0, invoice: 1 });
  });

  it('lists one method, its states counted within it and the methods across every state', async () => {
    const invoiced = await list('?provider=invoice');
    expect(invoiced.payments.map((payment) => [payment.provider, payment.state])).toEqual([
      ['invoice', 'captured'],
    ]);
    expect(invoiced.total).toBe(1);
    expect(invoiced.counts).toEqual({ ...none, captured: 1 });
    expect(invoiced.provider_counts).toEqual({ demo: 2, paypal: 0, invoice: 1 });

    const demo = await list('?provider=demo');
    expect(demo.payments.every((payment) => payment.provider === 'demo')).toBe(true);
    expect(demo.total).toBe(2);
    expect(demo.counts).toEqual({ ...none, captured: 1, created: 1 });
  });

  it('combines state and method, counting each facet within the other', async () => {
    const captured = await list('?state=captured&provider=demo');
    expect(captured.payments.map((payment) => [payment.provider, payment.state])).toEqual([
      ['demo', 'captured'],
    ]);
    expect(captured.total).toBe(1);
    expect(captured.counts).toEqual({ ...none, captured: 1, created: 1 });
    expect(captured.provider_counts).toEqual({ demo: 1, paypal: 0, invoice: 1 });

    const open = await list('?state=created');
    expect(open.provider_counts).toEqual({ demo: 1, paypal: 0, invoice: 0 });

    const nothing = await list('?state=created&provider=invoice');
    expect(nothing.payments).toEqual([]);
    expect(nothing.total).toBe(0);
  });

  it('refuses a method it does not know, naming the field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?provider=cash',
      headers: bearer(staff.token),
    });
    expect(response.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(response.json()).validation_errors).toEqual({
      provider: ['Unknown payment method.'],
    });
  });
});
