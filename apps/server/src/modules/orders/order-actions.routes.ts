import {
  OrderActionResponseSchema,
  OrderIdParamsSchema,
  OrderNoteRequestSchema,
  RefundOrderRequestSchema,
  ShipOrderRequestSchema,
} from '@backlit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInUser } from '../auth';
import type { OrderLifecycleService } from './order-lifecycle.service';
import type { OrdersService } from './orders.service';
import { errorResponses } from '../../platform/errors';

const actor = (request: FastifyRequest) => {
  const { user } = signedInUser(request);
  return { id: user.id, email: user.email };
};

/**
 * The staff's moves of an order: POST /api/orders/{id}/production | ship | deliver | cancel |
 * refund. Each answers the order as it is now; an illegal move is 409.
 */
export function registerOrderActions(
  app: FastifyInstance,
  services: { orders: OrdersService; lifecycle: OrderLifecycleService },
) {
  const { orders, lifecycle } = services;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  function action<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    run: (orderId: number, request: FastifyRequest, body: z.infer<Body>) => Promise<string>,
  ) {
    typed.post(
      `/api/orders/:orderId/${path}`,
      {
        schema: {
          tags: ['orders'],
          summary,
          params: OrderIdParamsSchema,
          body,
          response: {
            200: OrderActionResponseSchema,
            ...errorResponses(401, 403, 404, 409, 422, 502),
          },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const { orderId } = request.params;
        const message = await run(orderId, request, request.body as z.infer<Body>);
        return { status: 200 as const, message, order: await orders.detail(orderId) };
      },
    );
  }

  action(
    'production',
    'Marks a paid order in production',
    OrderNoteRequestSchema,
    (id, request, body) => lifecycle.produce(id, actor(request), body.note),
  );
  action(
    'ship',
    'Marks an order shipped with its carrier and tracking number',
    ShipOrderRequestSchema,
    (id, request, body) => lifecycle.ship(id, actor(request), body),
  );
  action(
    'deliver',
    'Marks a shipped order delivered',
    OrderNoteRequestSchema,
    (id, request, body) => lifecycle.deliver(id, actor(request), body.note),
  );
  action(
    'cancel',
    'Cancels an order not yet shipped, refunding its payment',
    OrderNoteRequestSchema,
    (id, request, body) => lifecycle.cancel(id, actor(request), body.note),
  );
  action(
    'refund',
    'Refunds an order in full or in part through the payment provider',
    RefundOrderRequestSchema,
    (id, request, body) => lifecycle.refund(id, actor(request), body),
  );
}
