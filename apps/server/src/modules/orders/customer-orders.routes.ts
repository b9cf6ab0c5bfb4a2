import {
  ACCOUNT_ORDERS_PER_PAGE,
  AccountInvoicesResponseSchema,
  AccountOrderResponseSchema,
  AccountOrdersQuerySchema,
  AccountOrdersResponseSchema,
  AccountPaymentsResponseSchema,
  AccountShowsResponseSchema,
  BoothLabelsQuerySchema,
  OrderIdParamsSchema,
  ReorderResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth';
import { CustomerOrdersService } from './customer-orders.service';
import { errorResponses } from '../../platform/errors';
import { PdfDownloadSchema, sendPdfDownload } from '../../platform/pdf-download';
import { orderViewerOf } from '../../platform/order-links';

/**
 * The customer's side of orders: their orders, an order's page, 'Order again', invoices and
 * payments; and the staff's download of any order's invoice and packing slip. Account answers are never cached.
 */
export const customerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CustomerOrdersService(app.db);

  app.get(
    '/api/account/orders',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's orders, newest first, a page at a time",
        querystring: AccountOrdersQuerySchema,
        response: { 200: AccountOrdersResponseSchema, ...errorResponses(401, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await service.list(
        signedInUser(request).user.id,
        request.query.page,
        ACCOUNT_ORDERS_PER_PAGE,
      )),
    }),
  );

  app.get(
    '/api/account/shows',
    {
      schema: {
        tags: ['account'],
        summary:
          "The customer's orders planned for a trade show or a date, with their deadlines, " +
          'the soonest needed first',
        response: { 200: AccountShowsResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 200 as const, ...(await service.planned(signedInUser(request).user.id)) };
    },
  );

  app.get(
    '/api/account/orders/:orderId',
    {
      schema: {
        tags: ['account'],
        summary:
          "One order's page for its customer, or the holder of its private link: lines, totals, address, history, shipment",
        params: OrderIdParamsSchema,
        response: { 200: AccountOrderResponseSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request) => ({
      status: 200 as const,
      order: await service.detail(orderViewerOf(request), request.params.orderId),
    }),
  );

  app.post(
    '/api/account/orders/:orderId/reorder',
    {
      schema: {
        tags: ['account'],
        summary: "Puts the order's products in the cart again, within the cart's limits",
        params: OrderIdParamsSchema,
        response: { 200: ReorderResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await service.reorder(signedInUser(request).user.id, request.params.orderId)),
    }),
  );

  app.get(
    '/api/account/orders/:orderId/invoice.pdf',
    {
      schema: {
        tags: ['account'],
        summary: "The order's invoice (PDF), for its customer or the holder of its private link",
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await service.invoicePdf(
          orderViewerOf(request),
          request.params.orderId,
          await app.shop.get(),
        ),
      ),
  );

  app.get(
    '/api/account/orders/:orderId/plan.ics',
    {
      schema: {
        tags: ['account'],
        summary:
          "The order's deadlines (order, artwork, proof, ship-by, delivery, needed-by) as an " +
          'iCalendar file, for its customer or the holder of its private link',
        params: OrderIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(401, 404, 422) },
      },
      config: { access: 'order' },
    },
    async (request, reply) => {
      const viewer = orderViewerOf(request);
      const ics = await service.planCalendar(viewer, request.params.orderId);
      return reply
        .header('content-disposition', `attachment; filename="${ics.filename}"`)
        .header('cache-control', 'no-store')
        .type('text/calendar; charset=utf-8')
        .send(ics.text);
    },
  );

  app.get(
    '/api/orders/:orderId/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "Any order's invoice (PDF), for staff",
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await service.invoicePdf(null, request.params.orderId, await app.shop.get()),
      ),
  );

  app.get(
    '/api/orders/:orderId/booth-labels.pdf',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Carton labels (PDF, 4 × 6 in or letter) for an order going to a trade show: exhibitor, ' +
          'booth, show, c/o the contractor and the warehouse or site, receiving days, carton n of N',
        params: OrderIdParamsSchema,
        querystring: BoothLabelsQuerySchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await service.boothLabelsPdf(
          request.params.orderId,
          request.query.cartons,
          request.query.format,
        ),
      ),
  );

  app.get(
    '/api/orders/:orderId/packing-slip.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "Any order's packing slip (PDF): ship-to, trade-show details and lines, for staff",
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: PdfDownloadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) =>
      sendPdfDownload(
        reply,
        await service.packingSlipPdf(
          request.params.orderId,
          await app.shop.get(),
          app.privateFiles,
        ),
      ),
  );

  app.get(
    '/api/account/invoices',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's invoices, newest first",
        response: { 200: AccountInvoicesResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      invoices: await service.invoiceList(signedInUser(request).user.id),
    }),
  );

  app.get(
    '/api/account/payments',
    {
      schema: {
        tags: ['account'],
        summary: 'The payments the customer made for their orders, newest first',
        response: { 200: AccountPaymentsResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      payments: await service.paymentList(signedInUser(request).user.id),
    }),
  );
};
