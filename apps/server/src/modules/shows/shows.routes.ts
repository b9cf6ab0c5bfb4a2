import {
  AdminTradeShowResponseSchema,
  AdminTradeShowsResponseSchema,
  CartShowPlanRequestSchema,
  CartShowPlanResponseSchema,
  PlannerSettingsRequestSchema,
  PlannerSettingsResponseSchema,
  ProductionBoardResponseSchema,
  ProductDetailResponseSchema,
  ShowPlanQuerySchema,
  ShowPlanResponseSchema,
  TradeShowIdParamsSchema,
  TradeShowRequestSchema,
  TradeShowResponseSchema,
  TradeShowSlugParamsSchema,
  TradeShowsResponseSchema,
  SHOP_BUSY_MESSAGE,
  type Product,
} from '@backlit/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_CACHE } from '../../platform/cache-control';
import { AppError, errorResponses } from '../../platform/errors';
import { perIpRateLimit } from '../../platform/rate-limits';
import { noteRead } from '../../platform/read-tags';
import { signedInUser } from '../auth';
import { CartService, guestCartReader } from '../cart';
import { CartPlansService } from './cart-plans.service';
import { PlannerCalendarService } from './calendar.service';
import { ProductionBoardService } from './production-board.service';
import { handleShowJobs } from './shows.job-handlers';
import { ShowPlansService } from './show-plans.service';
import { ShowsService } from './shows.service';
import { scheduleHourlySweep } from '../../platform/hourly-sweep';
import { showRemindersSweepJob } from './shows.jobs';

/**
 * What a rendered page showing the calendar depends on: every change to a show, the closures or
 * the cut-off drops those pages (on every instance, through the catalogue cache's change
 * messages, which the rendered pages follow).
 */
export const SHOWS_TAG = 'trade-shows';

/** A shopper trying dates on product pages asks often; a script asking faster is cut off. */
const PLAN_RATE_LIMIT = perIpRateLimit({
  max: 120,
  windowMs: 60_000,
  message: (wait) => `Too many plans asked for; try again in ${wait}.`,
});

/** The trade-show calendar, the shop's working calendar, and the plans worked out with them. */
export const showsRoutes: FastifyPluginAsyncZod = async (app) => {
  const shows = new ShowsService(app.db);
  const calendars = new PlannerCalendarService(app.db);
  const plans = new ShowPlansService(app.db, (slug) => readProduct(app, slug));
  const cartPlans = new CartPlansService(app.db);
  const cart = new CartService(app.db);
  const guestCart = guestCartReader(app);
  const board = new ProductionBoardService(app.db);
  const changed = () => app.catalogCache.invalidate([SHOWS_TAG]);
  handleShowJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    shop: app.shop,
    config: app.config,
    orderLinks: app.orderLinks,
  });
  scheduleHourlySweep(app, showRemindersSweepJob);

  app.get(
    '/api/trade-shows',
    {
      schema: {
        tags: ['shows'],
        summary:
          'The trade shows not over yet, soonest first, each with the days to order a frame and ' +
          'its printed banner by (standard and 2-Day Rush, per shipping method)',
        response: { 200: TradeShowsResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      noteRead([SHOWS_TAG]);
      reply.header('cache-control', NO_CACHE);
      return { status: 200 as const, ...(await plans.upcoming(new Date())) };
    },
  );

  app.get(
    '/api/trade-shows/:slug',
    {
      schema: {
        tags: ['shows'],
        summary: 'One trade show with the days to order a frame and its printed banner by',
        params: TradeShowSlugParamsSchema,
        response: { 200: TradeShowResponseSchema, ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      noteRead([SHOWS_TAG]);
      reply.header('cache-control', NO_CACHE);
      return { status: 200 as const, ...(await plans.show(request.params.slug, new Date())) };
    },
  );

  app.get(
    '/api/show-plan',
    {
      schema: {
        tags: ['shows'],
        summary:
          'When to order one of a product to have it at a trade show, or in a state or province ' +
          'by a date: per shipping method, the days to order, upload artwork, approve and ship by',
        querystring: ShowPlanQuerySchema,
        response: { 200: ShowPlanResponseSchema, ...errorResponses(404, 422, 429, 503) },
      },
      config: { access: 'public', rateLimit: PLAN_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return { status: 200 as const, ...(await plans.forProduct(request.query, new Date())) };
    },
  );

  app.post(
    '/api/checkout/show-plan',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "The shopper's cart planned for a trade show or a date at the ship-to state or province: " +
          'per shipping method, cheapest first, the days to order, upload, approve and ship by, ' +
          'and whether it arrives in time, standard and with 2-Day Rush',
        body: CartShowPlanRequestSchema,
        response: { 200: CartShowPlanResponseSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
      config: { access: 'shopper', rateLimit: PLAN_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      const guestCartId = request.user ? undefined : await guestCart(request, reply);
      const owner = request.user
        ? { userId: request.user.id }
        : guestCartId
          ? { guestCartId }
          : undefined;
      const rows = owner ? await cart.rows(owner) : [];
      const lines = rows.flatMap((row) =>
        row.product && row.product.stock > 0
          ? [
              {
                productId: row.product.id,
                quantity: row.quantity,
                printed: row.product.printSize !== null,
                cents: row.product.priceCents * row.quantity,
              },
            ]
          : [],
      );
      if (lines.length === 0) throw new AppError('CONFLICT', 'Your cart is empty.');
      const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
      const { country, region, plan_show, plan_date } = request.body;
      return {
        status: 200 as const,
        ...(await cartPlans.plan(
          lines,
          subtotal,
          { country, region },
          { plan_show, plan_date },
          new Date(),
        )),
      };
    },
  );

  app.get(
    '/api/admin/trade-shows',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every trade show of the calendar, the latest first',
        response: { 200: AdminTradeShowsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, shows: await shows.all() }),
  );

  app.get(
    '/api/admin/trade-shows/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One trade show, for editing',
        params: TradeShowIdParamsSchema,
        response: { 200: AdminTradeShowResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, show: await shows.byId(request.params.id) }),
  );

  app.post(
    '/api/admin/trade-shows',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a trade show to the calendar',
        body: TradeShowRequestSchema,
        response: { 200: AdminTradeShowResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const show = await shows.create(signedInUser(request).user, request.body);
      changed();
      return { status: 200 as const, show };
    },
  );

  app.put(
    '/api/admin/trade-shows/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a trade show; its page keeps its address',
        params: TradeShowIdParamsSchema,
        body: TradeShowRequestSchema,
        response: { 200: AdminTradeShowResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const show = await shows.update(signedInUser(request).user, request.params.id, request.body);
      changed();
      return { status: 200 as const, show };
    },
  );

  app.delete(
    '/api/admin/trade-shows/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a trade show from the calendar',
        params: TradeShowIdParamsSchema,
        response: {
          200: AdminTradeShowsResponseSchema.pick({ status: true }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await shows.delete(signedInUser(request).user, request.params.id);
      changed();
      return { status: 200 as const };
    },
  );

  app.get(
    '/api/admin/settings/planner',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's time zone, daily order cut-off and closures",
        response: { 200: PlannerSettingsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, ...(await calendars.settings()) }),
  );

  app.put(
    '/api/admin/settings/planner',
    {
      schema: {
        tags: ['admin'],
        summary: "Replaces the shop's time zone, daily order cut-off and every closure",
        body: PlannerSettingsRequestSchema,
        response: { 200: PlannerSettingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const settings = await calendars.replace(signedInUser(request).user, request.body);
      changed();
      return { status: 200 as const, ...settings };
    },
  );

  app.get(
    '/api/admin/production',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The production board: open orders by ship-by day (overdue, today, tomorrow, later, ' +
          'unplanned), each flagged at risk with its reasons',
        response: { 200: ProductionBoardResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, ...(await board.board(new Date())) }),
  );
};

/**
 * A product through the catalogue's own public API (the same answer, and answer cache, a browser
 * gets), so this module depends on the contract rather than on the catalogue's tables.
 */
async function readProduct(app: FastifyInstance, slug: string): Promise<Product | undefined> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/product/${encodeURIComponent(slug)}`,
    headers: { accept: 'application/json' },
  });
  if (answer.statusCode === 404) return undefined;
  if (answer.statusCode === 503) throw new AppError('SERVICE_UNAVAILABLE', SHOP_BUSY_MESSAGE);
  if (answer.statusCode !== 200) {
    throw new Error(`Reading product ${slug} answered ${answer.statusCode}`);
  }
  return ProductDetailResponseSchema.parse(answer.json()).product;
}
