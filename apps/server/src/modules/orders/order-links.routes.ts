import {
  OpenOrderLinkRequestSchema,
  OpenOrderLinkResponseSchema,
  OrderIdParamsSchema,
  OrderLinksActionResponseSchema,
} from '@backlit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { errorResponses } from '../../platform/errors';
import { orderLinkCookieName, orderLinkCookieOptions } from '../../platform/order-links';
import { perIpRateLimit } from '../../platform/rate-limits';
import type { GuestOrders } from './guest-orders.service';

const MINUTE_MS = 60_000;
/** Tokens are 256 random bits: this only keeps anyone from spending the shop's time on guesses. */
const OPEN_LIMIT = perIpRateLimit({
  max: 60,
  windowMs: MINUTE_MS,
  message: (wait: string) => `Too many requests. Please try again in ${wait}.`,
});

const actor = (request: FastifyRequest) => {
  const { user } = signedInUser(request);
  return { id: user.id, email: user.email };
};

/**
 * Private links to orders placed without an account: the page of the link opens the order here
 * (the token travels in the body, never in an API URL, and is set in the order's HttpOnly
 * cookie); staff revoke the links of an order, or send a new one.
 */
export function registerOrderLinks(app: FastifyInstance, guestOrders: GuestOrders): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/order-links/open',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Opens an order by its private link: the order and what its page offers; the link is kept in the order’s cookie',
        body: OpenOrderLinkRequestSchema,
        response: { 200: OpenOrderLinkResponseSchema, ...errorResponses(422, 429) },
      },
      config: { access: 'public', rateLimit: OPEN_LIMIT },
    },
    async (request, reply) => {
      const { grant, answer } = await guestOrders.open(request.body.token);
      reply.setCookie(
        orderLinkCookieName(grant.orderId),
        request.body.token,
        orderLinkCookieOptions(app.config),
      );
      // Personal: the answer names an order.
      reply.header('cache-control', 'no-store');
      return { status: 200 as const, ...answer };
    },
  );

  typed.post(
    '/api/orders/:orderId/links/revoke',
    {
      schema: {
        tags: ['orders'],
        summary: 'Revokes every private link of the order: they no longer open it (back-office)',
        params: OrderIdParamsSchema,
        response: { 200: OrderLinksActionResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await guestOrders.revoke(actor(request), request.params.orderId)),
    }),
  );

  typed.post(
    '/api/orders/:orderId/links/send',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Revokes the order's private links and e-mails a new one to the order's address (back-office)",
        params: OrderIdParamsSchema,
        response: { 200: OrderLinksActionResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await guestOrders.sendNew(actor(request), request.params.orderId)),
    }),
  );
}
