import {
  AdminCompanyParamsSchema,
  AdminCompanyResponseSchema,
  centsToDollars,
  CompanyGroupRequestSchema,
  CustomerGroupParamsSchema,
  CustomerGroupRequestSchema,
  CustomerGroupResponseSchema,
  CustomerGroupsResponseSchema,
  TradePricesRequestSchema,
  TradePricesResponseSchema,
} from '@backlit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { signedInUser } from '../auth';
import type { AdminCompaniesService } from './companies.service';
import { CustomerGroupsService } from './customer-groups.service';
import { TradePricing } from './trade-pricing';

export const CUSTOMER_GROUPS_TAG = 'customer groups';

/**
 * The staff's customer groups (`/api/admin/customer-groups…`, a company's group on its page) and
 * a member's own prices (`POST /api/trade-prices`). Registered inside the companies plugin, so
 * every answer is no-store like the rest of it: a trade price is one buyer's.
 */
export function customerGroupsRoutes(app: FastifyInstance, staff: AdminCompaniesService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const groups = new CustomerGroupsService(app.db);
  const pricing = new TradePricing(app.db);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  routes.post(
    '/api/trade-prices',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: "The signed-in member's prices of these products, where below the list price",
        body: TradePricesRequestSchema,
        response: { 200: TradePricesResponseSchema, ...errorResponses(401, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const prices = await pricing.memberPrices(actor(request).id, request.body.product_ids);
      return {
        status: 200 as const,
        prices: prices.map(({ productId, price }) => ({
          product_id: productId,
          price: centsToDollars(price.cents),
          list_price: centsToDollars(price.listCents),
          rule: price.rule!,
        })),
      };
    },
  );

  routes.get(
    '/api/admin/customer-groups',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: 'Customer groups with their prices, tiers and how many companies are in each',
        response: { 200: CustomerGroupsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, groups: await groups.list() }),
  );

  routes.post(
    '/api/admin/customer-groups',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: 'Creates a customer group',
        body: CustomerGroupRequestSchema,
        response: { 200: CustomerGroupResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Customer group created.',
      group: await groups.create(actor(request), request.body),
    }),
  );

  routes.get(
    '/api/admin/customer-groups/:id',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: 'A customer group',
        params: CustomerGroupParamsSchema,
        response: { 200: CustomerGroupResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, group: await groups.detail(request.params.id) }),
  );

  routes.put(
    '/api/admin/customer-groups/:id',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: 'Changes a customer group: its percentage, fixed prices and tiers, all at once',
        params: CustomerGroupParamsSchema,
        body: CustomerGroupRequestSchema,
        response: { 200: CustomerGroupResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Customer group saved.',
      group: await groups.update(actor(request), request.params.id, request.body),
    }),
  );

  routes.put(
    '/api/admin/companies/:id/customer-group',
    {
      schema: {
        tags: [CUSTOMER_GROUPS_TAG],
        summary: 'Places a company in a customer group, or (null) takes it out of its group',
        params: AdminCompanyParamsSchema,
        body: CompanyGroupRequestSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Customer group saved.',
      company: await staff.setGroup(
        actor(request),
        request.params.id,
        request.body.customer_group_id,
      ),
    }),
  );
}
