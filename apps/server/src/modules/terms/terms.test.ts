import {
  addDays,
  DEFAULT_SHOP_TIME_ZONE,
  formatMoney,
  zonedDateTime,
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  AdminOrdersResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  CartResponseSchema,
  CompanyOrdersResponseSchema,
  CompanyTermsResponseSchema,
  CreatePaymentResponseSchema,
  DashboardResponseSchema,
  OrderDetailResponseSchema,
  PlaceOrderResponseSchema,
  ProductionBoardResponseSchema,
  ReceivablesResponseSchema,
  RECEIVABLE_AGES,
  TopBarSearchResponseSchema,
  type AdminProduct,
  type CompanyTerms,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { bearer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { companyWithBuyers } from '../../test/companies';
import { jobsIdle } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { decodedHeader, readMail } from '../../test/mail';
import { pdfText } from '../../test/pdf-text';
import { startSmtpReceiver } from '../../test/smtp';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { chargeToAccount } from './terms-credit';

const PUBLIC_URL = 'https://shop.example';

/**
 * Buying on account: staff grant a company net terms and a credit limit; its buyers order with a
 * PO number, within the limit and never beyond it (two at once included); staff record what is
 * paid, once per reference; an overdue invoice stops orders on account but not PayPal; the
 * invoice, the statement and the reminders say what is owed, by when and how to pay.
 */
describe('buying on account', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let staff: SignedIn;
  /** $100.00 each, plenty in stock. */
  let frame: AdminProduct;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    staff = await signInStaff(app);
    const category = await createCategory(app, staff);
    frame = await createProduct(app, staff, category, { price: '100.00', stock: 500 });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
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
  const terms = (response: LightMyRequestResponse): CompanyTerms | null => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return CompanyTermsResponseSchema.parse(response.json()).terms;
  };
  const errorOf = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return ApiErrorSchema.parse(response.json());
  };
  const grant = async (companyId: number, netDays: 15 | 30 | 60 | null, creditLimit: string) =>
    terms(
      await call(staff, 'PUT', `/api/admin/companies/${companyId}/terms`, {
        net_days: netDays,
        credit_limit: creditLimit,
      }),
    );
  const orderOnAccount = (buyer: SignedIn, poNumber: string | undefined, extra: object = {}) =>
    call(buyer, 'POST', '/api/checkout/on-account', {
      ...BILLING,
      email: buyer.email,
      terms: true,
      ...(poNumber === undefined ? {} : { po_number: poNumber }),
      ...extra,
    });
  const placed = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return PlaceOrderResponseSchema.parse(response.json());
  };
  /** What a PayPal payment for the buyer's cart would be, in cents (the payment left unused). */
  const paypalPrice = async (buyer: SignedIn) => {
    const opened = await call(buyer, 'POST', '/api/checkout/payment', {
      rush: false,
      ...BILLING_REGION,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return Math.round(Number(CreatePaymentResponseSchema.parse(opened.json()).amount) * 100);
  };
  const staffOrder = async (orderId: number) =>
    OrderDetailResponseSchema.parse((await call(staff, 'GET', `/api/orders/${orderId}`)).json())
      .order;
  const invoicesOf = async (companyId: number) =>
    terms(await call(staff, 'GET', `/api/admin/companies/${companyId}/terms`))!.invoices!;
  /** A company on terms whose one buyer has ordered one frame on account: its invoice. */
  const orderedOnAccount = async (
    name: string,
    netDays: 15 | 30,
    creditLimit: string,
    poNumber: string,
  ) => {
    const { companyId, admin, buyers } = await companyWithBuyers(app, smtp, name);
    const [buyer] = buyers as [SignedIn];
    await grant(companyId, netDays, creditLimit);
    await add(app, buyer, frame.id, 1);
    const order = placed(await orderOnAccount(buyer, poNumber));
    const [invoice] = await invoicesOf(companyId);
    return { companyId, admin, buyer, order, invoice: invoice! };
  };
  const pay = (invoiceId: number, payment: object) =>
    call(staff, 'POST', `/api/admin/company-invoices/${invoiceId}/payments`, payment);

  it('lets only staff grant terms, checks what they grant, and audits it', async () => {
    const { companyId, admin, buyers } = await companyWithBuyers(app, smtp, 'Grant Co');
    const [buyer] = buyers as [SignedIn];
    expect(terms(await call(buyer, 'GET', '/api/account/company/terms'))).toBeNull();
    const url = `/api/admin/companies/${companyId}/terms`;
    expect(
      (await call(undefined, 'PUT', url, { net_days: 30, credit_limit: '10' })).statusCode,
    ).toBe(401);
    expect((await call(admin, 'PUT', url, { net_days: 30, credit_limit: '10' })).statusCode).toBe(
      403,
    );
    expect(
      errorOf(await call(staff, 'PUT', url, { credit_limit: '10' }), 422).validation_errors,
    ).toHaveProperty('net_days');
    const refused = errorOf(
      await call(staff, 'PUT', url, { net_days: 45, credit_limit: '-1' }),
      422,
    );
    expect(Object.keys(refused.validation_errors ?? {}).sort()).toEqual([
      'credit_limit',
      'net_days',
    ]);
    expect(
      (
        await call(staff, 'PUT', '/api/admin/companies/999999/terms', {
          net_days: 30,
          credit_limit: '10',
        })
      ).statusCode,
    ).toBe(404);

    const granted = await grant(companyId, 30, '2500.50');
    expect(granted).toMatchObject({
      net_days: 30,
      credit_limit: 2500.5,
      open_balance: 0,
      available_credit: 2500.5,
      blocked: null,
      invoices: [],
    });
    // A buyer sees the terms and the credit left, not the company's invoices.
    expect(terms(await call(buyer, 'GET', '/api/account/company/terms'))).toMatchObject({
      net_days: 30,
      available_credit: 2500.5,
      invoices: null,
    });
    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')).json(),
    );
    expect(audit.entries.map((entry) => entry.summary)).toContain(
      'Granted Grant Co net 30 terms with a credit limit of $2,500.50',
    );

    expect(await grant(companyId, null, '0')).toBeNull();
    await add(app, buyer, frame.id, 1);
    expect(errorOf(await orderOnAccount(buyer, 'PO-1'), 409).message).toMatch(
      /does not buy on account/,
    );
  });

  it('places an order on account within the limit, priced as PayPal prices it, with its PO number', async () => {
    const { companyId, admin, buyers } = await companyWithBuyers(app, smtp, 'Expo Works');
    const [buyer] = buyers as [SignedIn];
    await grant(companyId, 15, '1000');
    await add(app, buyer, frame.id, 2);
    const price = await paypalPrice(buyer);

    // The PO number is required here, and bounded.
    expect(errorOf(await orderOnAccount(buyer, undefined), 422).validation_errors).toHaveProperty(
      'po_number',
    );
    expect(
      errorOf(await orderOnAccount(buyer, 'P'.repeat(41)), 422).validation_errors,
    ).toHaveProperty('po_number');

    const order = placed(await orderOnAccount(buyer, '  PO-7781/A  '));
    const detail = await staffOrder(order.order_id);
    expect(detail.po_number).toBe('PO-7781/A');
    expect(detail.payment.provider).toBe('invoice');
    expect(detail.payment.capture_id).toBeNull();
    expect(detail.status).toBe('paid');
    expect(Math.round(detail.total * 100)).toBe(price);
    // The cart is emptied as a paid order empties it.
    const cart = CartResponseSchema.parse((await call(buyer, 'GET', '/api/cart')).json());
    expect(cart.cart).toEqual([]);

    // The company owes it, due in 15 days.
    const account = terms(await call(admin, 'GET', '/api/account/company/terms'))!;
    expect(Math.round(account.open_balance * 100)).toBe(price);
    expect(Math.round(account.available_credit * 100)).toBe(100_000 - price);
    const [invoice] = account.invoices!;
    // Counted from the shop's day it was issued on (New York's unless staff chose another).
    const due = addDays(
      zonedDateTime(new Date(invoice!.issued_at), DEFAULT_SHOP_TIME_ZONE).date,
      15,
    );
    expect(invoice).toMatchObject({
      order_id: order.order_id,
      po_number: 'PO-7781/A',
      status: 'open',
      due_on: due,
      overdue: false,
    });

    // The staff's search finds it by its PO number, in any case.
    const found = AdminOrdersResponseSchema.parse(
      (await call(staff, 'GET', '/api/orders?q=po-7781%2Fa')).json(),
    );
    expect(found.orders.map((row) => row.id)).toEqual([order.order_id]);

    // The invoice says the PO number, when it is due and how to pay (quoting its number).
    const pdf = await call(buyer, 'GET', `/api/account/orders/${order.order_id}/invoice.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('PO-7781/A');
    expect(text).toContain('Due date');
    expect(text).toContain(due);
    expect(text).toContain(`Quote invoice number ${invoice!.number} with your payment.`);
    expect(text).toContain('Total due');
    const slip = await call(staff, 'GET', `/api/orders/${order.order_id}/packing-slip.pdf`);
    expect((await pdfText(slip.rawPayload)).join('\n')).toContain('PO PO-7781/A');
  });

  it('says "On account", not "Paid", wherever the order is listed, until it goes into production', async () => {
    const { admin, buyer, order } = await orderedOnAccount('Label Co', 30, '5000', 'PO-LABEL-1');
    // The same buyer's PayPal order is paid, and says so.
    const paid = await placeOrderThrough(app, {
      customer: buyer,
      staff,
      productId: frame.id,
      shipped: false,
    });
    const json = async (account: SignedIn, url: string) => {
      const response = await call(account, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const labels = async () => {
      const mine = AccountOrdersResponseSchema.parse(await json(buyer, '/api/account/orders'));
      const company = CompanyOrdersResponseSchema.parse(
        await json(admin, '/api/account/company/orders'),
      );
      return [...mine.orders, ...company.orders].map((row) => [
        row.id,
        row.status_label,
        row.on_account,
      ]);
    };
    expect(await labels()).toEqual(
      expect.arrayContaining([
        [order.order_id, 'On account', true],
        [paid.id, 'Paid', false],
      ]),
    );
    const detail = AccountOrderResponseSchema.parse(
      await json(buyer, `/api/account/orders/${order.order_id}`),
    ).order;
    expect(detail.history.map((step) => step.label)).toEqual(['On account']);
    // Only the order on account has an invoice balance to show.
    expect(detail.balance_due).toBeGreaterThan(0);
    expect(
      AccountOrderResponseSchema.parse(await json(buyer, `/api/account/orders/${paid.id}`)).order
        .balance_due,
    ).toBeNull();

    // Staff: the order list's payment column, the board, the dashboard, the top bar, the export.
    const listed = AdminOrdersResponseSchema.parse(await json(staff, '/api/orders'));
    expect(listed.orders.find((row) => row.id === order.order_id)?.payement_method).toBe('Invoice');
    const board = ProductionBoardResponseSchema.parse(await json(staff, '/api/admin/production'));
    const onBoard = board.groups.flatMap((group) => group.orders);
    expect(onBoard.find((row) => row.id === order.order_id)?.on_account).toBe(true);
    expect(onBoard.find((row) => row.id === paid.id)?.on_account).toBe(false);
    const dashboard = DashboardResponseSchema.parse(await json(staff, '/api/admin/dashboard'));
    expect(dashboard.recent_orders.find((row) => row.id === order.order_id)?.on_account).toBe(true);
    const search = TopBarSearchResponseSchema.parse(
      await json(staff, `/api/admin/search?q=${order.tracking_no}`),
    );
    expect(search.orders.map((row) => [row.id, row.on_account])).toEqual([[order.order_id, true]]);
    const csv = await call(staff, 'GET', '/api/orders/export.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const rowOf = (trackingNo: string) =>
      csv.body.split('\n').find((line) => line.startsWith(trackingNo));
    expect(rowOf(order.tracking_no)).toContain(',On account,');
    expect(rowOf(paid.tracking_no)).toContain(',Paid,');

    // Staff who try to ship it first are told what it is, as their screens name it.
    const early = await call(staff, 'POST', `/api/orders/${order.order_id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(errorOf(early, 409).message).toBe(
      `Order ${order.tracking_no} is on account: it cannot be shipped.`,
    );

    // In production, it reads as any other order does.
    const moved = await call(staff, 'POST', `/api/orders/${order.order_id}/production`, {});
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await labels()).toEqual(
      expect.arrayContaining([[order.order_id, 'In production', true]]),
    );
  });

  it('counts an invoice’s due day from the shop’s day it was charged on, not UTC’s', async () => {
    const { companyId, buyers } = await companyWithBuyers(app, smtp, 'Evening Co');
    const [buyer] = buyers as [SignedIn];
    await grant(companyId, 30, '1000');
    const { rows } = await rawQuery(app.db)('select id from users where email = $1', [buyer.email]);
    const { id } = rows[0] as { id: number };
    // 10:30 pm on November 30 in New York, the shop's time zone, is December 1 in UTC.
    const charge = await chargeToAccount(app.db, id, 100, new Date('2026-12-01T03:30:00Z'));
    expect(charge).toMatchObject({ companyId, netDays: 30, chargedOn: '2026-11-30' });
  });

  it('refuses an order beyond the credit limit, saying by how much', async () => {
    const { companyId, buyers } = await companyWithBuyers(app, smtp, 'Small Limit Ltd');
    const [buyer] = buyers as [SignedIn];
    await grant(companyId, 30, '150');
    await add(app, buyer, frame.id, 2);
    const price = await paypalPrice(buyer);
    const refused = errorOf(await orderOnAccount(buyer, 'PO-9'), 409);
    const over = ((price - 15_000) / 100).toFixed(2);
    expect(refused.message).toMatch(
      new RegExp(
        `^This order is \\$${over} over your company's credit limit \\(\\$150\\.00 available\\)`,
      ),
    );
    const account = await invoicesOf(companyId);
    expect(account).toEqual([]);
  });

  it('lets exactly one of two buyers racing for the last of the limit order', async () => {
    const { companyId, buyers } = await companyWithBuyers(app, smtp, 'Race Co', 2);
    const [first, second] = buyers as [SignedIn, SignedIn];
    await add(app, first, frame.id, 1);
    await add(app, second, frame.id, 1);
    const price = await paypalPrice(first);
    // Room for one order and a half.
    await grant(companyId, 30, ((price * 1.5) / 100).toFixed(2));
    const answers = await Promise.all([
      orderOnAccount(first, 'PO-RACE-1'),
      orderOnAccount(second, 'PO-RACE-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(loser, 409).message).toMatch(/over your company's credit limit/);
    const invoices = await invoicesOf(companyId);
    expect(invoices).toHaveLength(1);
  });

  it('records payments whole or in part, once per reference, never more than owed', async () => {
    const { companyId, admin, buyer, invoice } = await orderedOnAccount(
      'Paying Co',
      30,
      '5000',
      'PO-PAY',
    );
    const amount = Math.round(invoice.amount * 100);

    expect(
      (
        await call(admin, 'POST', `/api/admin/company-invoices/${invoice.id}/payments`, {
          amount: '1',
          received_on: '2026-11-20',
          reference: 'X',
        })
      ).statusCode,
    ).toBe(403);
    errorOf(await pay(999_999, { amount: '1', received_on: '2026-11-20', reference: 'X' }), 404);
    expect(
      Object.keys(
        errorOf(await pay(invoice.id, { amount: '0', received_on: '20-11-2026' }), 422)
          .validation_errors ?? {},
      ).sort(),
    ).toEqual(['amount', 'received_on', 'reference']);

    // Part of it, entered twice (the same cheque): recorded once.
    const part = { amount: '40.00', received_on: '2026-11-20', reference: 'CHQ 10442' };
    const first = await pay(invoice.id, part);
    expect(first.json()).toMatchObject({ message: 'Payment recorded.' });
    const again = await pay(invoice.id, part);
    expect(again.json()).toMatchObject({ message: 'This payment was recorded before.' });
    // The same idempotency key under another reference is the same payment too.
    const keyed = {
      amount: '1.00',
      received_on: '2026-11-21',
      reference: 'ACH 1',
      idempotency_key: 'k-1',
    };
    expect((await pay(invoice.id, keyed)).json()).toMatchObject({ message: 'Payment recorded.' });
    expect((await pay(invoice.id, { ...keyed, reference: 'ACH 1 again' })).json()).toMatchObject({
      message: 'This payment was recorded before.',
    });
    let [now] = await invoicesOf(companyId);
    expect(now!.payments.map((row) => row.reference)).toEqual(['CHQ 10442', 'ACH 1']);
    expect(Math.round(now!.paid * 100)).toBe(4_100);
    expect(now!.status).toBe('open');

    // More than is left is refused; exactly what is left pays it.
    const left = amount - 4_100;
    const over = errorOf(
      await pay(invoice.id, {
        amount: ((left + 1) / 100).toFixed(2),
        received_on: '2026-11-22',
        reference: 'WIRE 9',
      }),
      422,
    );
    expect(over.validation_errors?.amount?.[0]).toMatch(/more than the invoice's open balance/);
    terms(
      await pay(invoice.id, {
        amount: (left / 100).toFixed(2),
        received_on: '2026-11-22',
        reference: 'WIRE 9',
      }),
    );
    [now] = await invoicesOf(companyId);
    expect(now).toMatchObject({ status: 'paid', balance: 0 });
    const account = terms(await call(admin, 'GET', '/api/account/company/terms'))!;
    expect(account).toMatchObject({ open_balance: 0, available_credit: 5000 });
    expect(
      errorOf(
        await pay(invoice.id, { amount: '1', received_on: '2026-11-23', reference: 'Z' }),
        409,
      ).message,
    ).toMatch(/paid in full/);
    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')).json(),
    );
    expect(
      audit.entries.filter(
        (entry) =>
          entry.action === 'company.invoice_payment' && entry.summary.includes(invoice.number),
      ),
    ).toHaveLength(3);

    // The statement lists it paid, for the company's admin and staff; not for a buyer.
    expect((await call(buyer, 'GET', '/api/account/company/statement.pdf')).statusCode).toBe(403);
    for (const [account, url] of [
      [admin, '/api/account/company/statement.pdf'],
      [staff, `/api/admin/companies/${companyId}/statement.pdf`],
    ] as const) {
      const statement = await call(account, 'GET', url);
      expect(statement.statusCode, statement.body).toBe(200);
      expect(statement.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(statement.rawPayload);
      expect(text).toContain('Paying Co');
      expect(text).toContain(invoice.number);
      expect(text).toContain('PO-PAY');
      expect(text).toContain('Balance due');
      expect(text).toContain('0.00 USD');
    }
  });

  it('cancels an unpaid order on account with its invoice, which frees the credit; not once paid', async () => {
    const { companyId, buyer, order, invoice } = await orderedOnAccount(
      'Cancelling Co',
      30,
      '150',
      'PO-CANCEL',
    );
    const before = await staffOrder(order.order_id);
    // Nothing went through a payment provider: what can be refunded is what a credit note could
    // take off the invoice.
    expect(before.payment.provider).toBe('invoice');
    expect(before.amounts).toEqual({
      captured: 0,
      refunded: 0,
      refundable: invoice.amount,
      creditable_now: invoice.amount,
    });
    // The customer's page says when it is due.
    const mine = await call(buyer, 'GET', `/api/account/orders/${order.order_id}`);
    expect(mine.json()).toMatchObject({
      order: { invoice: { due_on: invoice.due_on }, balance_due: invoice.amount },
    });
    // The limit ($150) has no room for a second frame while the first is owed.
    await add(app, buyer, frame.id, 1);
    errorOf(await orderOnAccount(buyer, 'PO-SECOND'), 409);

    const cancelled = await call(staff, 'POST', `/api/orders/${order.order_id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(
      `Order ${order.tracking_no} cancelled; invoice ${invoice.number} cancelled.`,
    );
    const [voided] = await invoicesOf(companyId);
    expect(voided).toMatchObject({ status: 'void', balance: 0, overdue: false });
    expect(terms(await call(buyer, 'GET', '/api/account/company/terms'))).toMatchObject({
      open_balance: 0,
      available_credit: 150,
    });
    expect(
      errorOf(
        await pay(invoice.id, { amount: '1', received_on: '2026-11-23', reference: 'V' }),
        409,
      ).message,
    ).toMatch(/cancelled with its order/);
    // The credit is back: the second frame can be ordered now.
    const second = placed(await orderOnAccount(buyer, 'PO-SECOND'));
    await jobsIdle(app);
    const mail = smtp.received
      .map((m) => readMail(m.raw))
      .find((m) => m.headers.subject?.includes(`${order.tracking_no} was cancelled`));
    expect(mail?.text).toContain(`Its invoice ${invoice.number} is cancelled too`);

    // Once money is received against the invoice, the order is not cancelled here.
    const [owed] = (await invoicesOf(companyId)).filter((row) => row.order_id === second.order_id);
    terms(await pay(owed!.id, { amount: '10', received_on: '2026-11-24', reference: 'CHQ 1' }));
    const refused = errorOf(
      await call(staff, 'POST', `/api/orders/${second.order_id}/cancel`, {}),
      409,
    );
    expect(refused.message).toBe(
      `$10.00 has been received against invoice ${owed!.number}, so this order cannot be cancelled yet: record that money as returned to the company first.`,
    );
    expect((await staffOrder(second.order_id)).status).not.toBe('cancelled');
    expect((await invoicesOf(companyId)).find((row) => row.id === owed!.id)?.status).toBe('open');
    // Once the money is sent back (under the same cheque's number), it can be.
    const sentBack = { kind: 'returned', amount: '10', received_on: '2026-11-25' };
    terms(await pay(owed!.id, { ...sentBack, reference: 'CHQ 1' }));
    const cancelledSecond = await call(staff, 'POST', `/api/orders/${second.order_id}/cancel`, {});
    expect(cancelledSecond.statusCode, cancelledSecond.body).toBe(200);

    // The statement lists the cancelled invoice too, owing nothing and counted in no total.
    const statement = await pdfText(
      (await call(staff, 'GET', `/api/admin/companies/${companyId}/statement.pdf`)).rawPayload,
    );
    const row = statement.slice(statement.indexOf(invoice.number));
    expect(statement.indexOf(invoice.number)).toBeGreaterThan(
      statement.indexOf('Cancelled invoices'),
    );
    const amount = (dollars: number) => formatMoney(Math.round(dollars * 100), { symbol: false });
    // Number, order, PO number, due day, amount, paid, balance, status.
    expect(row.slice(0, 8)).toEqual([
      invoice.number,
      order.tracking_no,
      'PO-CANCEL',
      invoice.due_on,
      amount(invoice.amount),
      '0.00',
      '0.00',
      'Cancelled',
    ]);
    const after = (label: string) => statement[statement.indexOf(label) + 1];
    // Both invoices are cancelled now: nothing invoiced, nothing owed.
    expect(after('Total invoiced')).toBe('0.00 USD');
    expect(after('Balance due')).toBe('0.00 USD');
  });

  it('records money returned to the company, which the invoice owes again; never more than received', async () => {
    const { companyId, invoice } = await orderedOnAccount('Bounced Co', 30, '5000', 'PO-BOUNCE');
    const cents = Math.round(invoice.amount * 100);
    const returned = (amount: string, reference: string) =>
      pay(invoice.id, { kind: 'returned', amount, received_on: '2026-11-24', reference });
    expect(errorOf(await returned('1', 'CHQ 77'), 409).message).toBe(
      'Nothing has been received against this invoice, so nothing can be returned.',
    );
    expect(
      errorOf(await pay(invoice.id, { kind: 'refund', amount: '1' }), 422).validation_errors,
    ).toMatchObject({ kind: ['Choose money received or money returned.'] });

    // Paid in full by a cheque that then bounces: returned under the cheque's own number.
    const paid = (amount: number) => (amount / 100).toFixed(2);
    terms(
      await pay(invoice.id, {
        amount: paid(cents),
        received_on: '2026-11-20',
        reference: 'CHQ 77',
      }),
    );
    expect((await invoicesOf(companyId))[0]).toMatchObject({ status: 'paid', balance: 0 });
    const over = errorOf(await returned(paid(cents + 1), 'CHQ 77'), 422);
    expect(over.validation_errors?.amount?.[0]).toBe(
      `Only ${formatMoney(cents)} has been received against this invoice. Record at most that as returned.`,
    );
    const first = await returned(paid(cents), 'CHQ 77');
    expect(first.json()).toMatchObject({
      message: 'Money returned recorded: the invoice owes it again.',
    });
    // Entered twice, it is recorded once.
    expect((await returned(paid(cents), 'CHQ 77')).json()).toMatchObject({
      message: 'This money returned was recorded before.',
    });
    const [reopened] = await invoicesOf(companyId);
    expect(reopened).toMatchObject({ status: 'open', paid: 0, balance: invoice.amount });
    expect(reopened!.payments.map(({ kind, reference }) => [kind, reference])).toEqual([
      ['received', 'CHQ 77'],
      ['returned', 'CHQ 77'],
    ]);
    const account = terms(await call(staff, 'GET', `/api/admin/companies/${companyId}/terms`))!;
    expect(account.open_balance).toBe(invoice.amount);

    // A retried request (its idempotency key) is the entry it made, whatever kind it now says.
    terms(
      await pay(invoice.id, {
        amount: '1',
        received_on: '2026-11-24',
        reference: 'ACH 5',
        idempotency_key: 'bounce-1',
      }),
    );
    const retried = await pay(invoice.id, {
      kind: 'returned',
      amount: '1',
      received_on: '2026-11-24',
      reference: 'ACH 5 back',
      idempotency_key: 'bounce-1',
    });
    expect(retried.json()).toMatchObject({ message: 'This money returned was recorded before.' });
    const [after] = await invoicesOf(companyId);
    expect(after!.payments.map(({ kind, reference }) => [kind, reference])).toEqual([
      ['received', 'CHQ 77'],
      ['returned', 'CHQ 77'],
      ['received', 'ACH 5'],
    ]);

    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')).json(),
    );
    expect(audit.entries.map((entry) => entry.summary)).toContain(
      `Recorded ${formatMoney(cents)} returned to the company 2026-11-24 against invoice ${invoice.number} (reference CHQ 77)`,
    );
  });

  it('refunds an order on account with credit notes against its invoice, never beyond what is owed', async () => {
    const { companyId, admin, buyer, order, invoice } = await orderedOnAccount(
      'Credited Co',
      30,
      '5000',
      'PO-CREDIT',
    );
    const cents = Math.round(invoice.amount * 100);
    const dollars = (amount: number) => (amount / 100).toFixed(2);
    const refund = (body: object) =>
      call(staff, 'POST', `/api/orders/${order.order_id}/refund`, body);
    const creditNoteOf = (message: string) => /credit note (CN-\d{4}-\d{6})/.exec(message)![1]!;

    // A damaged banner: $30.00 off the invoice.
    const first = await refund({ amount: '30', note: 'Banner torn in transit' });
    expect(first.statusCode, first.body).toBe(200);
    const firstNote = creditNoteOf(first.json().message);
    expect(first.json().message).toBe(
      `Issued credit note ${firstNote} of $30.00 against invoice ${invoice.number} (order ${order.tracking_no}); ${formatMoney(cents - 3000)} of the invoice can still be credited.`,
    );
    const [lowered] = await invoicesOf(companyId);
    expect(lowered).toMatchObject({
      status: 'open',
      amount: invoice.amount,
      paid: 0,
      credited: 30,
      balance: (cents - 3000) / 100,
      credit_notes: [{ number: firstNote, amount: 30 }],
    });
    expect(terms(await call(admin, 'GET', '/api/account/company/terms'))).toMatchObject({
      open_balance: (cents - 3000) / 100,
      invoices: [{ number: invoice.number, credited: 30 }],
    });
    // The buyer's order page says what is left to pay.
    const buyerOrder = async () =>
      AccountOrderResponseSchema.parse(
        (await call(buyer, 'GET', `/api/account/orders/${order.order_id}`)).json(),
      ).order;
    expect((await buyerOrder()).balance_due).toBe((cents - 3000) / 100);
    const partly = await staffOrder(order.order_id);
    expect(partly.status).toBe('paid');
    expect(partly.amounts).toEqual({
      captured: 0,
      refunded: 30,
      refundable: (cents - 3000) / 100,
      creditable_now: (cents - 3000) / 100,
    });
    expect(partly.refunds).toMatchObject([
      { provider_refund_id: firstNote, amount: 30, by: staff.email },
    ]);

    // The company pays all but $10.00 of what is left: a credit can only lower what is owed.
    terms(
      await pay(invoice.id, {
        amount: dollars(cents - 4000),
        received_on: '2026-11-25',
        reference: 'ACH 900',
      }),
    );
    // The order's page offers what can be credited now, less than what could be in all.
    expect((await staffOrder(order.order_id)).amounts).toMatchObject({
      refundable: (cents - 3000) / 100,
      creditable_now: 10,
    });
    expect(errorOf(await refund({ amount: '20' }), 409).message).toBe(
      `${formatMoney(cents - 4000)} has been received against invoice ${invoice.number}, so at most $10.00 can be credited now: record the rest as returned to the company first.`,
    );
    expect(
      errorOf(await refund({ amount: dollars(cents) }), 422).validation_errors?.amount,
    ).toEqual([`At most ${formatMoney(cents - 3000)} can still be credited on this order.`]);
    // The last $10.00 credited settles the invoice: paid, with its credit notes.
    const second = await refund({ amount: '10' });
    expect(second.statusCode, second.body).toBe(200);
    const secondNote = creditNoteOf(second.json().message);
    // Refusals gave no number away: the notes are numbered without a gap.
    expect(Number(secondNote.slice(-6))).toBe(Number(firstNote.slice(-6)) + 1);
    expect((await invoicesOf(companyId))[0]).toMatchObject({
      status: 'paid',
      credited: 40,
      balance: 0,
    });
    expect(
      errorOf(
        await pay(invoice.id, { amount: '1', received_on: '2026-11-26', reference: 'X' }),
        409,
      ).message,
    ).toBe('This invoice is paid in full.');

    // The goods all come back: the money is sent back first, then the rest is credited.
    terms(
      await pay(invoice.id, {
        kind: 'returned',
        amount: dollars(cents - 4000),
        received_on: '2026-11-27',
        reference: 'ACH 900',
      }),
    );
    const last = await refund({});
    expect(last.statusCode, last.body).toBe(200);
    const lastNote = creditNoteOf(last.json().message);
    expect(last.json().message).toBe(
      `Order ${order.tracking_no} refunded in full: credit note ${lastNote} of ${formatMoney(cents - 4000)} against invoice ${invoice.number}.`,
    );
    const [credited] = await invoicesOf(companyId);
    expect(credited).toMatchObject({ status: 'credited', paid: 0, credited: invoice.amount });
    expect(credited!.credit_notes.map((note) => note.number)).toEqual([
      firstNote,
      secondNote,
      lastNote,
    ]);
    expect((await staffOrder(order.order_id)).status).toBe('refunded');
    expect(
      errorOf(
        await pay(invoice.id, { amount: '1', received_on: '2026-11-28', reference: 'Y' }),
        409,
      ).message,
    ).toBe('This invoice was credited in full: nothing is owed on it.');
    expect(terms(await call(buyer, 'GET', '/api/account/company/terms'))!.open_balance).toBe(0);

    // The buyer is told of each credit note.
    await jobsIdle(app);
    const mails = smtp.received
      .map((m) => readMail(m.raw))
      .filter((m) => m.headers.subject === `A credit note for your order ${order.tracking_no}`);
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining(
        `We have issued credit note ${firstNote} of $30.00 USD against invoice ${invoice.number}`,
      ),
      expect.stringContaining(secondNote),
      expect.stringContaining('Your order is now fully refunded.'),
    ]);
    // The company's admin, who pays its invoices, is copied.
    expect(mails.map((mail) => mail.headers.cc)).toEqual([admin.email, admin.email, admin.email]);
    // The buyer's order page lists them beside its invoice, with nothing left to pay.
    const mine = await buyerOrder();
    expect(mine.balance_due).toBe(0);
    expect(mine.credit_notes).toEqual([
      { number: firstNote, amount: 30, issued_at: expect.any(String) },
      { number: secondNote, amount: 10, issued_at: expect.any(String) },
      { number: lastNote, amount: (cents - 4000) / 100, issued_at: expect.any(String) },
    ]);

    // Each credit note is a document of its own: for staff, the buyer and the company's admins.
    const notePath = `credit-notes/${firstNote}/credit-note.pdf`;
    const download = await call(staff, 'GET', `/api/admin/${notePath}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toContain(`credit-note-${firstNote}.pdf`);
    const document = await pdfText(download.rawPayload);
    const fact = (label: string) => document[document.indexOf(label) + 1];
    expect(fact('Credit note number')).toBe(firstNote);
    expect(fact('Invoice number')).toBe(invoice.number);
    expect(fact('PO number')).toBe('PO-CREDIT');
    expect(fact('Total credited')).toBe('30.00 USD');
    for (const member of [buyer, admin]) {
      const mine = await call(member, 'GET', `/api/account/company/${notePath}`);
      expect(mine.statusCode, mine.body).toBe(200);
    }
    // Not a buyer nor an admin of another company: an admin sees their own company's only.
    const other = await companyWithBuyers(app, smtp, 'Other Co');
    for (const stranger of [other.buyers[0]!, other.admin]) {
      expect(
        errorOf(await call(stranger, 'GET', `/api/account/company/${notePath}`), 404).message,
      ).toBe('Credit note not found.');
    }
    errorOf(
      await call(staff, 'GET', '/api/admin/credit-notes/INV-2026-000001/credit-note.pdf'),
      422,
    );

    // The statement lists it among the credited invoices, each credit note under it.
    const statement = await pdfText(
      (await call(staff, 'GET', `/api/admin/companies/${companyId}/statement.pdf`)).rawPayload,
    );
    expect(statement.indexOf(invoice.number)).toBeGreaterThan(
      statement.indexOf('Credited invoices'),
    );
    const noteAt = statement.indexOf(`Credit note ${firstNote}`);
    expect(statement[noteAt + 1]).toBe('-30.00');
    const after = (label: string) => statement[statement.indexOf(label) + 1];
    expect(after('Total credited')).toBe(`${formatMoney(cents, { symbol: false })} USD`);
    expect(after('Balance due')).toBe('0.00 USD');
  });

  it('ages what every company owes on account, the longest overdue first, for staff only', async () => {
    const late = await orderedOnAccount('Late Payer Co', 30, '5000', 'PO-LATE-1');
    // Two more orders while it may still order: three invoices to age.
    for (const po of ['PO-LATE-2', 'PO-LATE-3']) {
      await add(app, late.buyer, frame.id, 1);
      placed(await orderOnAccount(late.buyer, po));
    }
    const prompt = await orderedOnAccount('Prompt Payer Co', 15, '2500', 'PO-PROMPT');
    const today = zonedDateTime(new Date(), DEFAULT_SHOP_TIME_ZONE).date;
    const lateInvoices = await invoicesOf(late.companyId);
    const dueOn = (invoiceId: number, day: string) =>
      rawQuery(app.db)('update company_invoices set due_on = $2 where id = $1', [invoiceId, day]);
    // 45, 90 and 91 days past due; $10.00 of the first received. Prompt's is due today.
    const [first, second, third] = [...lateInvoices].sort((a, b) => a.id - b.id);
    terms(await pay(first!.id, { amount: '10', received_on: today, reference: 'ACH 45' }));
    await dueOn(first!.id, addDays(today, -45));
    await dueOn(second!.id, addDays(today, -90));
    await dueOn(third!.id, addDays(today, -91));
    await dueOn(prompt.invoice.id, today);

    const response = await call(staff, 'GET', '/api/admin/receivables');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ReceivablesResponseSchema.parse(response.json());
    expect(body.as_of).toBe(today);
    const dollars = (cents: number) => cents / 100;
    const cents = (amount: number) => Math.round(amount * 100);
    const rowOf = (name: string) => body.companies.find((company) => company.name === name);
    expect(rowOf('Late Payer Co')).toEqual({
      company_id: late.companyId,
      name: 'Late Payer Co',
      net_days: 30,
      credit_limit: 5000,
      open_invoices: 3,
      oldest_due_on: addDays(today, -91),
      owed: {
        current: 0,
        overdue_1_30: 0,
        overdue_31_60: dollars(cents(first!.amount) - 1000),
        overdue_61_90: second!.amount,
        overdue_over_90: third!.amount,
        total: dollars(cents(first!.amount) - 1000 + cents(second!.amount) + cents(third!.amount)),
      },
    });
    expect(rowOf('Prompt Payer Co')).toMatchObject({
      net_days: 15,
      open_invoices: 1,
      oldest_due_on: today,
      owed: { current: prompt.invoice.amount, overdue_1_30: 0, total: prompt.invoice.amount },
    });
    // The longest overdue first: by the oldest due day.
    const dueDays = body.companies.map((company) => company.oldest_due_on);
    expect(dueDays).toEqual([...dueDays].sort());
    // The totals are the companies' sums at every age.
    for (const age of [...RECEIVABLE_AGES, 'total'] as const) {
      const sum = body.companies.reduce((total, company) => total + cents(company.owed[age]), 0);
      expect(cents(body.totals[age]), age).toBe(sum);
    }
    // Paid, credited and cancelled invoices owe nothing: a company whose invoices are all
    // settled is not listed.
    terms(
      await pay(prompt.invoice.id, {
        amount: String(prompt.invoice.amount),
        received_on: today,
        reference: 'CHQ 15',
      }),
    );
    const after = ReceivablesResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/receivables')).json(),
    );
    expect(after.companies.map((company) => company.name)).not.toContain('Prompt Payer Co');

    errorOf(await call(late.buyer, 'GET', '/api/admin/receivables'), 403);
  });

  it('stops orders on account while an invoice is overdue, but not PayPal', async () => {
    const { buyer, invoice, companyId } = await orderedOnAccount(
      'Late Payers Inc',
      15,
      '5000',
      'PO-LATE-1',
    );
    // The clock moves past its due day.
    await rawQuery(app.db)(`update company_invoices set due_on = '2026-01-05' where id = $1`, [
      invoice.id,
    ]);
    // The statement says so under the invoice's number, its due day alone in its column.
    const statement = await pdfText(
      (await call(staff, 'GET', `/api/admin/companies/${companyId}/statement.pdf`)).rawPayload,
    );
    const row = statement.slice(statement.indexOf(invoice.number));
    expect([row[3], row[7]]).toEqual(['2026-01-05', 'Open, overdue']);
    const account = terms(await call(buyer, 'GET', '/api/account/company/terms'))!;
    expect(account.blocked).toMatch(/overdue invoice/);

    await add(app, buyer, frame.id, 1);
    expect(errorOf(await orderOnAccount(buyer, 'PO-LATE-2'), 409).message).toMatch(
      /overdue invoice.*You can still pay with PayPal/,
    );
    // PayPal (the demo provider here) still takes the order, with its PO number.
    const opened = await call(buyer, 'POST', '/api/checkout/payment', {
      rush: false,
      ...BILLING_REGION,
    });
    const paid = placed(
      await call(buyer, 'POST', '/api/place-order', {
        ...BILLING,
        terms: true,
        po_number: 'PO-LATE-2',
        payment_order_id: CreatePaymentResponseSchema.parse(opened.json()).order_id,
      }),
    );
    expect((await staffOrder(paid.order_id)).po_number).toBe('PO-LATE-2');

    // Paid, the company may order on account again.
    terms(
      await pay(invoice.id, {
        amount: invoice.balance.toFixed(2),
        received_on: '2026-11-25',
        reference: 'WIRE LATE',
      }),
    );
    await add(app, buyer, frame.id, 1);
    placed(await orderOnAccount(buyer, 'PO-LATE-3'));
  });

  it('reminds the buyer and the company’s admins of an invoice before it is due and once overdue, each once', async () => {
    const { admin, buyer, order, invoice } = await orderedOnAccount(
      'Reminded Co',
      30,
      '5000',
      'PO-REMIND',
    );
    const reminders = new InvoiceRemindersService(app.db, app.jobs);
    const at = (day: string) => new Date(`${day}T15:00:00Z`);
    const dayOff = (days: number) =>
      new Date(Date.parse(`${invoice.due_on}T00:00:00Z`) + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const mailsTo = () =>
      smtp.received
        .filter((mail) => mail.to.includes(buyer.email))
        .map((mail) => readMail(mail.raw))
        .map((mail) => ({ ...mail, subject: decodedHeader(mail.headers.subject ?? '') }))
        .filter((mail) => mail.subject.includes(invoice.number));

    // Other companies' invoices may be due too: this one's reminders are counted by their mails.
    await reminders.sweep(at(dayOff(-5)));
    await jobsIdle(app);
    expect(mailsTo()).toEqual([]);
    await Promise.all([reminders.sweep(at(dayOff(-3))), reminders.sweep(at(dayOff(-3)))]);
    await reminders.sweep(at(dayOff(-1)));
    await jobsIdle(app);
    const [soon] = mailsTo();
    expect(mailsTo()).toHaveLength(1);
    expect(soon!.subject).toBe(
      `Invoice ${invoice.number} is due ${invoice.due_on} — ${money(invoice.balance)}`,
    );
    expect(soon!.text).toContain(`order ${order.tracking_no} (your PO PO-REMIND)`);
    expect(soon!.text).toContain(`Quote invoice number ${invoice.number} with your payment.`);
    expect(soon!.text).toContain(`${PUBLIC_URL}/dashboard-client/company`);
    // The admin, who sees the company's account, is copied on the one message.
    expect(soon!.headers.cc).toBe(admin.email);
    const envelopes = smtp.received.filter(
      (mail) =>
        mail.to.includes(buyer.email) &&
        decodedHeader(readMail(mail.raw).headers.subject ?? '').includes(invoice.number),
    );
    expect(envelopes.map((mail) => mail.to)).toEqual([[buyer.email, admin.email]]);

    // Late on the due day in New York it is the next day in UTC, but not overdue yet.
    await reminders.sweep(new Date(`${dayOff(1)}T03:30:00Z`));
    await jobsIdle(app);
    expect(mailsTo()).toHaveLength(1);
    await Promise.all([reminders.sweep(at(dayOff(1))), reminders.sweep(at(dayOff(1)))]);
    await reminders.sweep(at(dayOff(9)));
    await jobsIdle(app);
    expect(mailsTo()).toHaveLength(2);
    expect(mailsTo()[1]!.subject).toBe(
      `Invoice ${invoice.number} is overdue — ${money(invoice.balance)}`,
    );

    const claimed = await rawQuery(app.db)(
      'select kind from company_invoice_reminders where company_invoice_id = $1 order by kind',
      [invoice.id],
    );
    expect(claimed.rows.map((row) => (row as { kind: string }).kind)).toEqual([
      'due_soon',
      'overdue',
    ]);
  });
});

function money(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
