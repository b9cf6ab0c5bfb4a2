import multipart from '@fastify/multipart';
import {
  AdminOrdersFilterSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  CheckoutSourceQuerySchema,
  CheckoutSummarySchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  OrderDetailResponseSchema,
  OnAccountOrderRequestSchema,
  OrderIdParamsSchema,
  PAYMENT_LIMITS,
  PaymentRequiredSchema,
  PaymentOutcomeParamsSchema,
  PaymentOutcomeResponseSchema,
  PlaceOrderConflictSchema,
  PlaceOrderPendingSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  TaxEstimateResponseSchema,
  TaxRegionQuerySchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderLinkPath } from '@backlit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byUser, signedInUser } from '../auth';
import { guestCartReader } from '../cart';
import { orderLinkCookieName, orderLinkCookieOptions } from '../../platform/order-links';
import { GuestOrders } from './guest-orders.service';
import { registerOrderLinks } from './order-links.routes';
import type { Payer } from './orders.repository';
import { CheckoutService } from './checkout.service';
import { OnAccountCheckout } from './on-account.workflow';
import { orderApprovalsRoutes } from './order-approvals.routes';
import { OrderLifecycleService } from './order-lifecycle.service';
import { registerOrderActions } from './order-actions.routes';
import { OrdersService } from './orders.service';
import { handleOrderJobs } from './orders.job-handlers';
import { PaymentSettlement } from './payment-settlement';
import { PaymentViews } from './payment-views';
import { PlaceOrderWorkflow } from './place-order.workflow';
import { errorResponses } from '../../platform/errors';
import { byClientIp, requestLimit } from '../../platform/limiter';

/** The checkout form is a few short text fields; no files. */
const PLACE_ORDER_FORM_LIMITS = { fields: 40, fieldSize: 4_000, files: 0, parts: 40 };

/**
 * Checkout: the summary, opening a payment for the server-priced cart, placing the order from
 * that payment; and the back-office's order list and order page.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Other clients of the published API post the checkout form as multipart (the shop's web app
  // sends JSON): its text fields become the body.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: PLACE_ORDER_FORM_LIMITS,
  });
  await app.register(orderApprovalsRoutes);
  const checkout = new CheckoutService(app.db, app.payments, app.config.payment, app.tax);
  const settlement = new PaymentSettlement({
    db: app.db,
    payments: app.payments,
    jobs: app.jobs,
    log: app.log,
    catalog: app.catalogCache,
  });
  const placeOrder = new PlaceOrderWorkflow({
    db: app.db,
    payments: app.payments,
    config: app.config,
    jobs: app.jobs,
    settlement,
    log: app.log,
    tax: app.tax,
  });
  const onAccount = new OnAccountCheckout({
    db: app.db,
    jobs: app.jobs,
    tax: app.tax,
    catalog: app.catalogCache,
  });
  handleOrderJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    shop: app.shop,
    config: app.config,
    settlement,
    orderLinks: app.orderLinks,
  });
  const guestCart = guestCartReader(app);
  /** Who pays: the signed-in customer, or a shopper without an account and their guest cart. */
  const payerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Payer> =>
    request.user
      ? { userId: request.user.id }
      : { guestCartId: (await guestCart(request, reply)) ?? null };
  const orders = new OrdersService(app.db, app.copyOut);
  const paymentViews = new PaymentViews(app.db);
  // Each payment opened asks the provider for an order, which spends the shop's API quota.
  const tooManyPayments = (wait: string) =>
    `Too many payment attempts. Please try again in ${wait}.`;
  const paymentLimits = [
    // A shopper without an account is counted by address, as one customer.
    requestLimit(app.limits, {
      name: 'payment-user',
      rule: PAYMENT_LIMITS.user,
      key: (request) => (request.user ? byUser(request) : `guest:${byClientIp(request)}`),
      message: tooManyPayments,
    }),
    requestLimit(app.limits, {
      name: 'payment-ip',
      rule: PAYMENT_LIMITS.ip,
      key: byClientIp,
      message: tooManyPayments,
    }),
  ];

  app.get(
    '/api/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'What checkout shows: cart lines, totals with and without 2-Day Rush, how to pay (signed in or not)',
        querystring: CheckoutSourceQuerySchema,
        response: { 200: CheckoutSummarySchema, ...errorResponses(401, 404, 409, 422) },
      },
      config: { access: 'shopper' },
    },
    async (request, reply) => ({
      status: 200 as const,
      ...(await checkout.summary(await payerOf(request, reply), request.query)),
    }),
  );

  app.get(
    '/api/checkout/tax-estimate',
    {
      schema: {
        tags: ['checkout'],
        summary: "The cart's sales tax for a region (by default the customer's saved address)",
        querystring: TaxRegionQuerySchema,
        response: { 200: TaxEstimateResponseSchema, ...errorResponses(401, 422) },
      },
      config: { access: 'shopper' },
    },
    async (request, reply) => ({
      status: 200 as const,
      ...(await checkout.taxEstimate(await payerOf(request, reply), request.query)),
    }),
  );

  app.post(
    '/api/checkout/payment',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Prices the shopper's cart (a customer's, or a guest cart) and opens a payment for it with the provider",
        body: CreatePaymentRequestSchema,
        response: {
          200: CreatePaymentResponseSchema,
          ...errorResponses(401, 403, 409, 422, 429, 502),
        },
      },
      config: { access: 'shopper' },
      preHandler: [
        ...paymentLimits,
        app.shippingCountries.requireShippingCountry,
        app.shippingCountries.requirePaymentShipToCountry,
      ],
    },
    async (request, reply) => ({
      status: 200 as const,
      ...(await checkout.createPayment(await payerOf(request, reply), request.body)),
    }),
  );

  app.post(
    '/api/place-order',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Captures the approved payment and places the order (JSON or multipart); without an account, the answer carries the order’s private link',
        consumes: ['application/json', 'multipart/form-data'],
        body: PlaceOrderRequestSchema,
        response: {
          200: PlaceOrderResponseSchema,
          202: PlaceOrderPendingSchema,
          402: PaymentRequiredSchema,
          409: PlaceOrderConflictSchema,
          ...errorResponses(401, 403, 404, 422, 502),
        },
      },
      config: { access: 'shopper' },
      preHandler: [
        app.shippingCountries.requireShippingCountry,
        app.shippingCountries.requireShipToCountry,
      ],
    },
    async (request, reply) => {
      const payer = await payerOf(request, reply);
      const answer = await placeOrder.run(payer, request.body);
      if (answer.status === 200 && !('userId' in payer)) {
        // The browser that paid follows the order at once, by the link and by its cookie.
        const token = await app.orderLinks.create(app.db, answer.order_id, 'checkout');
        reply.setCookie(
          orderLinkCookieName(answer.order_id),
          token,
          orderLinkCookieOptions(app.config),
        );
        return reply.code(200).send({ ...answer, order_link: orderLinkPath(token) });
      }
      return reply.code(answer.status).send(answer);
    },
  );

  app.post(
    '/api/checkout/on-account',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Places the order on the buyer's company account (net terms): priced as create-payment prices it, invoiced to the company, paid later; needs the purchase-order number",
        body: OnAccountOrderRequestSchema,
        response: {
          200: PlaceOrderResponseSchema,
          409: PlaceOrderConflictSchema,
          ...errorResponses(401, 403, 404, 422),
        },
      },
      config: { access: 'user' },
      preHandler: [
        app.shippingCountries.requireShippingCountry,
        app.shippingCountries.requireShipToCountry,
      ],
    },
    async (request) => onAccount.run(signedInUser(request).user.id, request.body),
  );

  app.get(
    '/api/checkout/payments/:payment_order_id',
    {
      schema: {
        tags: ['checkout'],
        summary: "Where the shopper's payment stands: its order, or its refund and why",
        params: PaymentOutcomeParamsSchema,
        response: { 200: PaymentOutcomeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'shopper' },
    },
    async (request, reply) => ({
      status: 200 as const,
      payment: await paymentViews.outcome(
        await payerOf(request, reply),
        request.params.payment_order_id,
      ),
    }),
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first, a page at a time (back-office)',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      return { status: 200 as const, ...(await orders.list(filter, page, perPage)) };
    },
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Payments by state and method, newest change first, with the order each made (back-office)',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await paymentViews.list(
        { state: request.query.state, provider: request.query.provider },
        request.query.page,
      )),
    }),
  );

  app.get(
    '/api/orders/export.csv',
    {
      schema: {
        tags: ['orders'],
        summary: 'The orders matching the list filters as a CSV file, streamed (back-office)',
        querystring: AdminOrdersFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const csv = await orders.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines, totals, address and payment (back-office)',
        params: OrderIdParamsSchema,
        response: { 200: OrderDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      order: await orders.detail(request.params.orderId),
    }),
  );

  registerOrderLinks(app, new GuestOrders(app.db, app.orderLinks, app.jobs));

  registerOrderActions(app, {
    orders,
    lifecycle: new OrderLifecycleService({
      db: app.db,
      payments: app.payments,
      jobs: app.jobs,
      log: app.log,
    }),
  });
};
