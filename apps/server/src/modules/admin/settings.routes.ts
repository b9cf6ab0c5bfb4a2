import { ShopSettingsRequestSchema, ShopSettingsResponseSchema } from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { errorResponses } from '../../platform/errors';

/** The shop's name and contact details, as staff edit them (app.shop applies them at once). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's name, tagline, contact e-mail, phone and office address",
        response: { 200: ShopSettingsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, shop: await app.shop.get() }),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Saves the shop's details; pages and e-mails use them from the next one on",
        body: ShopSettingsRequestSchema,
        response: { 200: ShopSettingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      shop: await app.shop.update(signedInUser(request).user, request.body),
    }),
  );
};
