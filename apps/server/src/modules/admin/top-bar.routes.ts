import {
  OrdersWaitingResponseSchema,
  TopBarSearchQuerySchema,
  TopBarSearchResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { ProductionBoardService } from '../shows';
import { TopBarService } from './top-bar.service';

/** What the back-office top bar asks: its search as staff type, and the bell's count. */
export const topBarRoutes: FastifyPluginAsyncZod = async (app) => {
  const topBar = new TopBarService(app.db);
  const production = new ProductionBoardService(app.db);

  app.get(
    '/api/admin/search',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders (number, e-mail, name), products and customers matching the search',
        querystring: TopBarSearchQuerySchema,
        response: { 200: TopBarSearchResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, ...(await topBar.search(request.query.q)) }),
  );

  app.get(
    '/api/admin/orders-waiting',
    {
      schema: {
        tags: ['admin'],
        summary:
          'How many paid orders wait for staff to start production, and how many open orders ' +
          'the production board flags at risk',
        response: { 200: OrdersWaitingResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => {
      const [count, atRisk] = await Promise.all([
        topBar.ordersWaiting(),
        production.atRisk(new Date()),
      ]);
      return { status: 200 as const, count, at_risk: atRisk };
    },
  );
};
