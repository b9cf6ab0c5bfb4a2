import {
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  HideReviewSchema,
  MessageResponseSchema,
  ModerateReviewResponseSchema,
  MyReviewsResponseSchema,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
  ProductSlugParamsSchema,
  REVIEW_MESSAGES,
  REVIEW_WRITE_LIMIT,
  ReplyReviewSchema,
  ReviewIdParamsSchema,
  ReviewInputSchema,
  ReviewProductParamsSchema,
  ReviewSettingsResponseSchema,
  ReviewSettingsSchema,
  SaveReviewResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byUser, signedInUser } from '../auth';
import { errorResponses } from '../../platform/errors';
import { requestLimit } from '../../platform/limiter';
import { handleReviewJobs } from './reviews.job-handlers';
import { ReviewsService } from './reviews.service';

/**
 * Reviews: the product page's list (public), the customer's own reviews (signed in), and the
 * staff's moderation (admin). Also sends the review requests queued when an order ships.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = new ReviewsService(app.db, app.catalogCache);
  const writeLimit = requestLimit(app.limits, {
    name: 'review-write',
    rule: REVIEW_WRITE_LIMIT,
    key: byUser,
    message: (wait) => `You are changing reviews very quickly. Please try again in ${wait}.`,
  });

  handleReviewJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    shop: app.shop,
    config: app.config,
  });

  app.get(
    '/api/product/:slug/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's published reviews, a page at a time, with its rating per star",
        params: ProductSlugParamsSchema,
        querystring: ProductReviewsQuerySchema,
        response: { 200: ProductReviewsResponseSchema, ...errorResponses(404, 422) },
      },
      config: { access: 'public' },
    },
    (request) => reviews.forProduct(request.params.slug, request.query.page, request.query.sort),
  );

  app.get(
    '/api/my-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "The customer's reviews, and the received products they may still review",
        response: { 200: MyReviewsResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await reviews.mine(signedInUser(request).user.id)),
    }),
  );

  app.post(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews a product the customer received (one review per product)',
        params: ReviewProductParamsSchema,
        body: ReviewInputSchema,
        response: {
          201: SaveReviewResponseSchema,
          ...errorResponses(401, 403, 404, 409, 422, 429),
        },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      const saved = await reviews.create(
        signedInUser(request).user.id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { status: 201, ...saved };
    },
  );

  app.put(
    '/api/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "Edits the customer's own review; it is checked again before it is shown",
        params: ReviewIdParamsSchema,
        body: ReviewInputSchema,
        response: { 200: SaveReviewResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request) => ({
      status: 200,
      ...(await reviews.edit(signedInUser(request).user.id, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/api/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "Deletes the customer's own review",
        params: ReviewIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request) => {
      await reviews.remove(signedInUser(request).user.id, request.params.id);
      return { status: 200, message: REVIEW_MESSAGES.deleted };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Moderation.

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews in one state (waiting first), oldest first, with the count of each',
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await reviews.queue(request.query.status, request.query.page)),
    }),
  );

  app.post(
    '/api/admin/reviews/:id/approve',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Publishes a review (it then counts in the rating)',
        params: ReviewIdParamsSchema,
        response: { 200: ModerateReviewResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await reviews.approve(signedInUser(request).user, request.params.id)),
    }),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Hides a review from the shop, with a reason its author sees',
        params: ReviewIdParamsSchema,
        body: HideReviewSchema,
        response: { 200: ModerateReviewResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await reviews.hide(signedInUser(request).user, request.params.id, request.body.reason)),
    }),
  );

  app.put(
    '/api/admin/reviews/:id/reply',
    {
      schema: {
        tags: ['reviews'],
        summary: "Sets the shop's public reply under a review (empty removes it)",
        params: ReviewIdParamsSchema,
        body: ReplyReviewSchema,
        response: { 200: ModerateReviewResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await reviews.reply(signedInUser(request).user, request.params.id, request.body.reply)),
    }),
  );

  app.get(
    '/api/admin/settings/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Whether new reviews are published at once or wait for approval',
        response: { 200: ReviewSettingsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({
      status: 200 as const,
      settings: { publish_at_once: await reviews.publishAtOnce() },
    }),
  );

  app.put(
    '/api/admin/settings/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Chooses whether new reviews are published at once',
        body: ReviewSettingsSchema,
        response: { 200: ReviewSettingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      settings: {
        publish_at_once: await reviews.savePublishAtOnce(
          signedInUser(request).user,
          request.body.publish_at_once,
        ),
      },
    }),
  );
};
