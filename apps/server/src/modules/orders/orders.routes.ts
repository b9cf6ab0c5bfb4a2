import multipart from '@fastify/multipart';
import {
  AdminOrdersFilterSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  CheckoutSummarySchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  OrderDetailResponseSchema,
  OrderIdParamsSchema,
  PAYMENT_LIMITS,
  PaymentRequiredSchema,
  PlaceOrderConflictSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byUser, signedInUser } from '../auth';
import { CheckoutService } from './checkout.service';
import { OrderLifecycleService } from './order-lifecycle.service';
import { registerOrderActions } from './order-actions.routes';
import { OrdersService } from './orders.service';
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
  const checkout = new CheckoutService(app.db, app.payments, app.config.payment);
  const placeOrder = new PlaceOrderWorkflow({
    db: app.db,
    payments: app.payments,
    config: app.config,
    shop: app.shop,
    mailer: app.mailer,
    background: app.background,
    log: app.log,
  });
  const orders = new OrdersService(app.db);
  // Each payment opened asks the provider for an order, which spends the shop's API quota.
  const tooManyPayments = (wait: string) =>
    `Too many payment attempts. Please try again in ${wait}.`;
  const paymentLimits = [
    requestLimit(app.limits, {
      name: 'payment-user',
      rule: PAYMENT_LIMITS.user,
      key: byUser,
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
        summary: 'What checkout shows: cart lines, totals with and without 2-Day Rush, how to pay',
        response: { 200: CheckoutSummarySchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await checkout.summary(signedInUser(request).user.id)),
    }),
  );

  app.post(
    '/api/checkout/payment',
    {
      schema: {
        tags: ['checkout'],
        summary: "Prices the customer's cart and opens a payment for it with the provider",
        body: CreatePaymentRequestSchema,
        response: {
          200: CreatePaymentResponseSchema,
          ...errorResponses(401, 403, 409, 422, 429, 502),
        },
      },
      config: { access: 'user' },
      preHandler: paymentLimits,
    },
    async (request) => ({
      status: 200 as const,
      ...(await checkout.createPayment(signedInUser(request).user.id, request.body.rush)),
    }),
  );

  app.post(
    '/api/place-order',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Captures the approved payment and places the order (JSON or multipart)',
        consumes: ['application/json', 'multipart/form-data'],
        body: PlaceOrderRequestSchema,
        response: {
          200: PlaceOrderResponseSchema,
          402: PaymentRequiredSchema,
          409: PlaceOrderConflictSchema,
          ...errorResponses(401, 403, 404, 422, 502),
        },
      },
      config: { access: 'user' },
    },
    async (request) => placeOrder.run(signedInUser(request).user.id, request.body),
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
    '/api/orders/export.csv',
    {
      schema: {
        tags: ['orders'],
        summary: 'The orders matching the list filters as a CSV file (back-office)',
        querystring: AdminOrdersFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV file'), ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const csv = await orders.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .send(`\uFEFF${csv}`);
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

  registerOrderActions(app, {
    orders,
    lifecycle: new OrderLifecycleService({
      db: app.db,
      payments: app.payments,
      mailer: app.mailer,
      background: app.background,
      shop: app.shop,
      log: app.log,
    }),
  });
};
