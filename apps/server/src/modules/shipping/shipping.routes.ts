import {
  ShippingQuoteRequestSchema,
  ShippingQuoteResponseSchema,
  ShippingSettingsRequestSchema,
  ShippingSettingsResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { signedInUser } from '../auth';
import { guestCartReader } from '../cart';
import { ShippingService } from './shipping.service';

/** Staff's shipping zones and methods, and the customer's shipping quote. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipping = new ShippingService(app.db);
  const guestCart = guestCartReader(app);

  app.get(
    '/api/admin/settings/shipping',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shipping zones, their states and provinces, and their methods and rates',
        response: { 200: ShippingSettingsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, zones: await shipping.settings() }),
  );

  app.put(
    '/api/admin/settings/shipping',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces every shipping zone and method; orders already placed keep theirs',
        body: ShippingSettingsRequestSchema,
        response: { 200: ShippingSettingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      zones: await shipping.replace(signedInUser(request).user, request.body),
    }),
  );

  app.post(
    '/api/shipping/quote',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Prices the shopper's cart (signed in or not) for a state or province: the methods that can carry it, " +
          'with their price and estimated delivery dates',
        body: ShippingQuoteRequestSchema,
        response: { 200: ShippingQuoteResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: 'shopper' },
      preHandler: app.shippingCountries.requireShippingCountry,
    },
    async (request, reply) => {
      const guestCartId = request.user ? undefined : await guestCart(request, reply);
      const owner = request.user
        ? { userId: request.user.id }
        : guestCartId
          ? { guestCartId }
          : undefined;
      return { status: 200 as const, ...(await shipping.quote(owner, request.body)) };
    },
  );
};
