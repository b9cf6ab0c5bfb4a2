import {
  APPROVAL_MESSAGES,
  APPROVAL_REQUEST_LIMIT,
  ApiErrorSchema,
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  AuditResponseSchema,
  CheckoutSummarySchema,
  CompanyResponseSchema,
  CreatePaymentResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bearer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, changeRequest, createCategory, createProduct } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { companyAdmin, companyWithBuyers } from '../../test/companies';
import { HeldRead } from '../../test/held-read';
import { jobsIdle, runWaitingJobsNow } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { PaymentError } from '../payments';
import { reconcilePaymentJob } from './orders.jobs';
import { OrdersRepository } from './orders.repository';

const PUBLIC_URL = 'https://shop.example';

type CartArgs = Parameters<OrdersRepository['cartLines']>;

/**
 * Order approvals: a company's admin sets a limit; a buyer's order over it is paid or placed on
 * account only once an admin approved exactly its lines, and the approval serves one order.
 */
describe('order approvals', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let staff: SignedIn;
  /** $100.00 each. */
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
  afterEach(() => vi.restoreAllMocks());

  const call = (account: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(account.token),
      ...(body ? { payload: body } : {}),
    });
  const errorOf = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return ApiErrorSchema.parse(response.json());
  };
  const approvalOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return ApprovalResponseSchema.parse(response.json());
  };
  const summary = async (account: SignedIn) => {
    const response = await call(account, 'GET', '/api/checkout');
    expect(response.statusCode, response.body).toBe(200);
    return CheckoutSummarySchema.parse(response.json());
  };
  const openPayment = (account: SignedIn) =>
    call(account, 'POST', '/api/checkout/payment', { rush: false, ...BILLING_REGION });
  /** Opens a payment of the buyer's cart; answers its provider order id. */
  const paymentOf = async (buyer: SignedIn) => {
    const opened = await openPayment(buyer);
    expect(opened.statusCode, opened.body).toBe(200);
    return CreatePaymentResponseSchema.parse(opened.json()).order_id;
  };
  const placeOrder = (buyer: SignedIn, paymentOrderId: string, quoteId?: number) =>
    call(buyer, 'POST', '/api/place-order', {
      ...BILLING,
      terms: true,
      ...(quoteId === undefined ? {} : { quote_id: quoteId }),
      payment_order_id: paymentOrderId,
    });
  const listOf = async (account: SignedIn) => {
    const response = await call(account, 'GET', '/api/account/company/approvals');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return ApprovalsResponseSchema.parse(response.json());
  };
  const setLimit = (account: SignedIn, limit: string | null) =>
    call(account, 'PUT', '/api/account/company/approval-limit', { approval_limit: limit });
  const mailsTo = (email: string, subject: RegExp) =>
    smtp.received
      .map((sent) => readMail(sent.raw))
      .filter(
        (mail) => mail.headers.to?.includes(email) && subject.test(mail.headers.subject ?? ''),
      );

  it('holds a buyer’s order over the limit until an admin approves exactly its lines, once', async () => {
    const { admin, buyers } = await companyWithBuyers(app, smtp, 'Approval Displays', 2);
    const [buyer, colleague] = buyers as [SignedIn, SignedIn];

    // Only the admin sets the limit; a bad amount is a field message.
    expect(errorOf(await setLimit(buyer, '250'), 403).message).toBe(
      "Only the company's admin can do this.",
    );
    expect(
      errorOf(await setLimit(admin, '-5'), 422).validation_errors?.approval_limit,
    ).toBeDefined();
    const saved = await setLimit(admin, '250');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CompanyResponseSchema.parse(saved.json()).company?.approval_limit).toBe(250);

    // Within the limit, nothing changes.
    const line = await add(app, buyer, frame.id, 2);
    expect((await summary(buyer)).approval).toBeNull();
    expect((await openPayment(buyer)).statusCode).toBe(200);
    // Over it, the buyer cannot pay, and checkout says why.
    await add(app, buyer, frame.id, 1);
    expect((await summary(buyer)).approval).toEqual({
      limit: 250,
      state: 'needed',
      approval_id: null,
      reason: null,
    });
    expect(errorOf(await openPayment(buyer), 409).message).toBe(APPROVAL_MESSAGES.needed(250));
    // An admin needs no approval, and cannot ask for one.
    await add(app, admin, frame.id, 3);
    expect((await summary(admin)).approval).toBeNull();
    expect((await openPayment(admin)).statusCode).toBe(200);
    expect(
      errorOf(await call(admin, 'POST', '/api/account/company/approvals', {}), 409).message,
    ).toBe(APPROVAL_MESSAGES.adminsNeedNone);

    // The buyer asks; asking again replaces the request still waiting.
    const first = approvalOf(
      await call(buyer, 'POST', '/api/account/company/approvals', { note: 'For Expo West' }),
    );
    expect(first.message).toBe(APPROVAL_MESSAGES.requested);
    const asked = approvalOf(
      await call(buyer, 'POST', '/api/account/company/approvals', { note: 'Booth 412, Expo West' }),
    ).approval;
    expect(asked).toMatchObject({
      status: 'pending',
      subtotal: 300,
      note: 'Booth 412, Expo West',
      buyer: { email: buyer.email },
      lines: [{ product_id: frame.id, quantity: 3, unit_price: 100, line_total: 300 }],
      quote: null,
      order: null,
    });
    expect((await summary(buyer)).approval).toMatchObject({
      state: 'pending',
      approval_id: asked.id,
    });
    expect(errorOf(await openPayment(buyer), 409).message).toBe(APPROVAL_MESSAGES.pending);

    // The admin sees every request, waiting ones first; a buyer only their own.
    const adminList = await listOf(admin);
    expect(adminList.approval_limit).toBe(250);
    expect(adminList.approvals.map((row) => [row.id, row.status])).toEqual([
      [asked.id, 'pending'],
      [first.approval.id, 'withdrawn'],
    ]);
    expect((await listOf(buyer)).approvals).toHaveLength(2);
    expect((await listOf(colleague)).approvals).toEqual([]);
    // The admin is e-mailed each request.
    await jobsIdle(app);
    const requestMails = mailsTo(admin.email, /asks you to approve an order of \$300\.00/);
    expect(requestMails).toHaveLength(2);
    expect(requestMails[1]!.text).toContain('Booth 412, Expo West');
    expect(requestMails[1]!.text).toContain(`${PUBLIC_URL}/dashboard-client/company`);

    // Buyers cannot answer; a decline needs a reason; an answer is given once.
    const approveUrl = `/api/account/company/approvals/${asked.id}/approve`;
    const declineUrl = `/api/account/company/approvals/${asked.id}/decline`;
    expect((await call(colleague, 'POST', approveUrl, {})).statusCode).toBe(403);
    expect(
      errorOf(await call(admin, 'POST', declineUrl, { reason: ' ' }), 422).validation_errors
        ?.reason,
    ).toEqual(['Say why the order is declined.']);
    const declined = approvalOf(
      await call(admin, 'POST', declineUrl, { reason: 'Use the 2 frames from the spring show' }),
    );
    expect(declined.approval).toMatchObject({
      status: 'declined',
      reason: 'Use the 2 frames from the spring show',
      decided_by: expect.any(String),
    });
    expect(errorOf(await call(admin, 'POST', approveUrl, {}), 409).message).toBe(
      APPROVAL_MESSAGES.decided,
    );
    expect((await summary(buyer)).approval).toMatchObject({
      state: 'declined',
      reason: 'Use the 2 frames from the spring show',
    });
    expect(errorOf(await openPayment(buyer), 409).message).toBe(APPROVAL_MESSAGES.declined);
    await jobsIdle(app);
    expect(mailsTo(buyer.email, /was declined/)[0]!.text).toContain(
      'Reason: Use the 2 frames from the spring show',
    );

    // Asked again and approved: the buyer is told and may pay for exactly these lines.
    const again = approvalOf(await call(buyer, 'POST', '/api/account/company/approvals', {}));
    approvalOf(
      await call(admin, 'POST', `/api/account/company/approvals/${again.approval.id}/approve`, {}),
    );
    await jobsIdle(app);
    expect(mailsTo(buyer.email, /was approved/)[0]!.text).toContain(`${PUBLIC_URL}/checkout`);
    expect((await summary(buyer)).approval).toMatchObject({ state: 'approved' });
    // One more frame is another order: asked for again.
    await add(app, buyer, frame.id, 1);
    expect((await summary(buyer)).approval).toMatchObject({ state: 'needed' });
    expect(errorOf(await openPayment(buyer), 409).message).toBe(APPROVAL_MESSAGES.changed);
    expect((await changeRequest(app, buyer, line.id, 'dec')).statusCode).toBe(200);

    const placed = await placeOrder(buyer, await paymentOf(buyer));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as { order_id: number; tracking_no: string };
    // The approval is spent on that order.
    const [used] = (await listOf(buyer)).approvals;
    expect(used).toMatchObject({
      id: again.approval.id,
      status: 'ordered',
      order: { id: order.order_id, tracking_no: order.tracking_no },
    });
    await add(app, buyer, frame.id, 3);
    expect((await summary(buyer)).approval).toMatchObject({ state: 'needed' });

    // Another company's admin finds none of this company's requests.
    const { admin: stranger } = await companyAdmin(app, 'Elsewhere Inc');
    expect(errorOf(await call(stranger, 'POST', approveUrl, {}), 404).message).toBe(
      APPROVAL_MESSAGES.notFound,
    );
    // Every step is in the audit log.
    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'company.approval-limit',
        'approval.request',
        'approval.decline',
        'approval.approve',
      ]),
    );
  });

  it('holds an accepted quote over the limit to an approval of that quote', async () => {
    const { admin, buyers } = await companyWithBuyers(app, smtp, 'Quoted Approvals');
    const [buyer] = buyers as [SignedIn];
    expect((await setLimit(admin, '500')).statusCode).toBe(200);
    // 20 frames quoted at $90.00: $1,800.00, over the limit.
    const requested = await call(buyer, 'POST', '/api/account/quotes', {
      lines: [{ product_id: frame.id, quantity: 20 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = requested.json().quote as { id: number; number: string; lines: { id: number }[] };
    const priced = await call(staff, 'PUT', `/api/admin/quotes/${quote.id}`, {
      lines: quote.lines.map((line) => ({ id: line.id, unit_price: '90.00' })),
      shipping: '95.00',
      expires_on: '2099-12-31',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await call(staff, 'POST', `/api/admin/quotes/${quote.id}/send`)).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/api/account/quotes/${quote.id}/accept`)).statusCode).toBe(
      200,
    );

    const openQuotePayment = () =>
      call(buyer, 'POST', '/api/checkout/payment', { ...BILLING_REGION, quote_id: quote.id });
    const quoteSummary = async () =>
      CheckoutSummarySchema.parse(
        (await call(buyer, 'GET', `/api/checkout?quote_id=${quote.id}`)).json(),
      );
    expect((await quoteSummary()).approval).toMatchObject({ state: 'needed', limit: 500 });
    expect(errorOf(await openQuotePayment(), 409).message).toBe(APPROVAL_MESSAGES.needed(500));
    const asked = approvalOf(
      await call(buyer, 'POST', '/api/account/company/approvals', { quote_id: quote.id }),
    ).approval;
    expect(asked).toMatchObject({
      subtotal: 1800,
      quote: { id: quote.id, number: quote.number },
      lines: [{ product_id: frame.id, quantity: 20, unit_price: 90 }],
    });
    approvalOf(await call(admin, 'POST', `/api/account/company/approvals/${asked.id}/approve`, {}));
    expect((await quoteSummary()).approval).toMatchObject({ state: 'approved' });
    // Approval of the quote is not approval of the same frames in the cart.
    await add(app, buyer, frame.id, 10);
    expect((await summary(buyer)).approval).toMatchObject({ state: 'needed' });

    const payment = await openQuotePayment();
    expect(payment.statusCode, payment.body).toBe(200);
    const paymentOrderId = CreatePaymentResponseSchema.parse(payment.json()).order_id;
    const placed = await placeOrder(buyer, paymentOrderId, quote.id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await listOf(buyer)).approvals[0]).toMatchObject({
      id: asked.id,
      status: 'ordered',
      order: { id: placed.json().order_id },
    });
  });

  it('lets a buyer ask at most 10 times an hour, each request mailing every admin', async () => {
    const { admin, buyers } = await companyWithBuyers(app, smtp, 'Eager Buyers');
    const [buyer] = buyers as [SignedIn];
    expect((await setLimit(admin, '50')).statusCode).toBe(200);
    await add(app, buyer, frame.id, 1);
    for (let asked = 0; asked < APPROVAL_REQUEST_LIMIT.points; asked++) {
      approvalOf(await call(buyer, 'POST', '/api/account/company/approvals', {}));
    }
    expect(
      errorOf(await call(buyer, 'POST', '/api/account/company/approvals', {}), 429).message,
    ).toMatch(/^Too many requests for approval\. Please try again in /);
  });

  it('holds an order on account to the same approval, and asks none once the limit is removed', async () => {
    const { companyId, admin, buyers } = await companyWithBuyers(app, smtp, 'Terms Approvals');
    const [buyer] = buyers as [SignedIn];
    const granted = await call(staff, 'PUT', `/api/admin/companies/${companyId}/terms`, {
      net_days: 30,
      credit_limit: '5000',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await setLimit(admin, '150')).statusCode).toBe(200);
    await add(app, buyer, frame.id, 2);
    const onAccount = () =>
      call(buyer, 'POST', '/api/checkout/on-account', {
        ...BILLING,
        email: buyer.email,
        terms: true,
        po_number: 'PO-APPROVED',
      });
    expect(errorOf(await onAccount(), 409).message).toBe(APPROVAL_MESSAGES.needed(150));
    const asked = approvalOf(await call(buyer, 'POST', '/api/account/company/approvals', {}));
    approvalOf(
      await call(admin, 'POST', `/api/account/company/approvals/${asked.approval.id}/approve`, {}),
    );
    const placed = await onAccount();
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await listOf(admin)).approvals[0]).toMatchObject({
      status: 'ordered',
      order: { id: placed.json().order_id },
    });

    // Without a limit, buyers order freely and cannot ask.
    expect(CompanyResponseSchema.parse((await setLimit(admin, null)).json()).company).toMatchObject(
      { approval_limit: null },
    );
    await add(app, buyer, frame.id, 5);
    expect((await summary(buyer)).approval).toBeNull();
    expect(
      errorOf(await call(buyer, 'POST', '/api/account/company/approvals', {}), 409).message,
    ).toBe(APPROVAL_MESSAGES.noLimit);
  });
  it('stops the requests waiting that a raised or removed limit no longer holds, audited', async () => {
    const { admin, buyers } = await companyWithBuyers(app, smtp, 'Changing Limits', 2);
    const [buyer, colleague] = buyers as [SignedIn, SignedIn];
    expect((await setLimit(admin, '150')).statusCode).toBe(200);
    await add(app, buyer, frame.id, 2);
    await add(app, colleague, frame.id, 4);
    const small = approvalOf(await call(buyer, 'POST', '/api/account/company/approvals', {}));
    const large = approvalOf(await call(colleague, 'POST', '/api/account/company/approvals', {}));
    const statuses = async () =>
      Object.fromEntries((await listOf(admin)).approvals.map((row) => [row.id, row.status]));

    // A lower limit holds both still.
    expect((await setLimit(admin, '100')).statusCode).toBe(200);
    expect(await statuses()).toEqual({
      [small.approval.id]: 'pending',
      [large.approval.id]: 'pending',
    });
    // Raised to the $200.00 order's subtotal: that one needs no answer, the $400.00 one still does.
    expect((await setLimit(admin, '200')).statusCode).toBe(200);
    expect(await statuses()).toEqual({
      [small.approval.id]: 'not_needed',
      [large.approval.id]: 'pending',
    });
    expect(
      errorOf(
        await call(
          admin,
          'POST',
          `/api/account/company/approvals/${small.approval.id}/approve`,
          {},
        ),
        409,
      ).message,
    ).toBe(APPROVAL_MESSAGES.decided);
    // The buyer is told, and simply pays.
    await jobsIdle(app);
    const [told] = mailsTo(buyer.email, /no longer needs approval/);
    expect(told?.headers.subject).toBe('Your order of $200.00 no longer needs approval');
    expect(told?.text).toContain(`${PUBLIC_URL}/checkout`);
    expect(mailsTo(colleague.email, /no longer needs approval/)).toEqual([]);
    expect((await summary(buyer)).approval).toBeNull();
    const placed = await placeOrder(buyer, await paymentOf(buyer));
    expect(placed.statusCode, placed.body).toBe(200);

    // Removed: nothing waits.
    expect((await setLimit(admin, null)).statusCode).toBe(200);
    expect(await statuses()).toEqual({
      [small.approval.id]: 'not_needed',
      [large.approval.id]: 'not_needed',
    });
    expect((await listOf(colleague)).approvals[0]).toMatchObject({
      status: 'not_needed',
      decided_at: null,
      order: null,
    });
    await jobsIdle(app);
    expect(mailsTo(colleague.email, /no longer needs approval/)).toHaveLength(1);
    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')).json(),
    );
    expect(
      audit.entries
        .filter((entry) => entry.action === 'approval.not-needed')
        .map((entry) => entry.summary),
    ).toEqual(
      expect.arrayContaining([
        `Request ${small.approval.id} for an order of $200.00 needs no approval any more: the limit is now $200.00`,
        `Request ${large.approval.id} for an order of $400.00 needs no approval any more: the limit was removed`,
      ]),
    );
  });

  it('never leaves waiting a request made while the limit is raised over it', async () => {
    const { admin, buyers } = await companyWithBuyers(app, smtp, 'Racing Limits', 1);
    const [buyer] = buyers as [SignedIn];
    expect((await setLimit(admin, '100')).statusCode).toBe(200);
    await add(app, buyer, frame.id, 2);
    // The request's read of the cart, after its read of the limit, is held until the admin's
    // raise has had its chance to come in between.
    const held = new HeldRead(1);
    const readCart = OrdersRepository.prototype.cartLines;
    const heldRead = held.wrap((repository: OrdersRepository, ...args: CartArgs) =>
      readCart.apply(repository, args),
    );
    vi.spyOn(OrdersRepository.prototype, 'cartLines').mockImplementation(function (
      this: OrdersRepository,
      ...args: CartArgs
    ) {
      return heldRead(this, ...args);
    });
    const requested = call(buyer, 'POST', '/api/account/company/approvals', {});
    await expect.poll(() => held.read).toBe(1);
    const raised = setLimit(admin, '250');
    // Waits for the raise, or, while the request holds the limit, gives it a moment to try.
    await Promise.race([raised, new Promise((resolve) => setTimeout(resolve, 300))]);
    held.release();
    expect((await raised).statusCode).toBe(200);
    // Made under the old limit, the request is settled by the new one: the buyer may order.
    expect((await requested).statusCode).toBe(200);
    expect((await listOf(buyer)).approvals.map((row) => row.status)).toEqual(['not_needed']);
    expect((await summary(buyer)).approval).toBeNull();
  });

  describe('one approval, one order', () => {
    /** A buyer whose 2 frames ($200.00, over the $150.00 limit) an admin approved. */
    async function approvedBuyer(name: string, terms = false) {
      const { companyId, admin, buyers } = await companyWithBuyers(app, smtp, name);
      const [buyer] = buyers as [SignedIn];
      if (terms) {
        const granted = await call(staff, 'PUT', `/api/admin/companies/${companyId}/terms`, {
          net_days: 30,
          credit_limit: '5000',
        });
        expect(granted.statusCode, granted.body).toBe(200);
      }
      expect((await setLimit(admin, '150')).statusCode).toBe(200);
      await add(app, buyer, frame.id, 2);
      const { approval } = approvalOf(
        await call(buyer, 'POST', '/api/account/company/approvals', {}),
      );
      approvalOf(
        await call(admin, 'POST', `/api/account/company/approvals/${approval.id}/approve`, {}),
      );
      return { admin, buyer, approvalId: approval.id };
    }
    /** The provider's captures, the first one held until `release()`. */
    function holdFirstCapture() {
      const capture = app.payments.captureOrder.bind(app.payments);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const spy = vi.spyOn(app.payments, 'captureOrder').mockImplementationOnce(async (id) => {
        await held;
        return capture(id);
      });
      return { spy, release };
    }

    it('refuses a second payment opened with the approval before capturing it (two tabs)', async () => {
      const { buyer, approvalId } = await approvedBuyer('Two Tabs');
      const first = await paymentOf(buyer);
      const second = await paymentOf(buyer);
      const { spy, release } = holdFirstCapture();

      const placingFirst = placeOrder(buyer, first);
      await expect.poll(() => spy.mock.calls.length).toBe(1);
      expect(errorOf(await placeOrder(buyer, second), 409).message).toBe(
        APPROVAL_MESSAGES.usedElsewhere,
      );
      expect(spy.mock.calls).toEqual([[first]]);

      release();
      const placed = await placingFirst;
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await listOf(buyer)).approvals[0]).toMatchObject({
        id: approvalId,
        status: 'ordered',
        order: { id: placed.json().order_id },
      });
      expect(spy.mock.calls).toEqual([[first]]);
    });

    it('makes one order of two payments with the approval placed at once', async () => {
      const { buyer } = await approvedBuyer('Both At Once');
      const payments = [await paymentOf(buyer), await paymentOf(buyer)];
      const capture = vi.spyOn(app.payments, 'captureOrder');
      const answers = await Promise.all(payments.map((id) => placeOrder(buyer, id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(capture).toHaveBeenCalledTimes(1);
    });

    it('refuses an order on account while a payment holds the approval', async () => {
      const { buyer, approvalId } = await approvedBuyer('Tab And Terms', true);
      const paid = await paymentOf(buyer);
      const { spy, release } = holdFirstCapture();

      const placingPaid = placeOrder(buyer, paid);
      await expect.poll(() => spy.mock.calls.length).toBe(1);
      const onAccount = await call(buyer, 'POST', '/api/checkout/on-account', {
        ...BILLING,
        email: buyer.email,
        terms: true,
        po_number: 'PO-SECOND-TAB',
      });
      expect(errorOf(onAccount, 409).message).toBe(APPROVAL_MESSAGES.usedElsewhere);

      release();
      const placed = await placingPaid;
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await listOf(buyer)).approvals[0]).toMatchObject({
        id: approvalId,
        status: 'ordered',
        order: { id: placed.json().order_id },
      });
    });

    it('keeps the approval for a payment whose answer was lost, which reconciliation orders', async () => {
      const { buyer, approvalId } = await approvedBuyer('Lost Answer');
      const first = await paymentOf(buyer);
      const second = await paymentOf(buyer);
      // The money is taken, but the provider's answer never reaches the shop.
      const capture = app.payments.captureOrder.bind(app.payments);
      vi.spyOn(app.payments, 'captureOrder').mockImplementationOnce(async (id) => {
        await capture(id);
        throw new PaymentError('unavailable', 'PayPal did not answer.');
      });
      expect((await placeOrder(buyer, first)).statusCode).toBe(502);
      expect(errorOf(await placeOrder(buyer, second), 409).message).toBe(
        APPROVAL_MESSAGES.usedElsewhere,
      );

      await runWaitingJobsNow(app, reconcilePaymentJob);
      const [approval] = (await listOf(buyer)).approvals;
      expect(approval).toMatchObject({ id: approvalId, status: 'ordered' });
      expect(approval!.order).not.toBeNull();
    });

    it('lets go of the approval when the capture is refused, for the next payment to use', async () => {
      const { buyer, approvalId } = await approvedBuyer('Declined Card');
      const first = await paymentOf(buyer);
      const second = await paymentOf(buyer);
      vi.spyOn(app.payments, 'captureOrder').mockRejectedValueOnce(
        new PaymentError('declined', 'The card was declined.', 'INSTRUMENT_DECLINED'),
      );
      expect((await placeOrder(buyer, first)).statusCode).toBe(402);

      const placed = await placeOrder(buyer, second);
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await listOf(buyer)).approvals[0]).toMatchObject({
        id: approvalId,
        status: 'ordered',
        order: { id: placed.json().order_id },
      });
    });
  });
});
