import { CompanySenderResponseSchema } from '@backlit/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { signedInUser } from '../auth';
import { CompanySenderService, SENDER_FORM_LIMITS } from './company-sender';

/**
 * The company's blind drop-ship sender (`/api/account/company/sender`): read by its members,
 * set by its admin as multipart (the logo is a file). Registered inside the companies routes.
 */
export const companySenderRoutes: FastifyPluginAsyncZod<{ tag: string }> = async (app, options) => {
  await app.register(multipart, { limits: SENDER_FORM_LIMITS, throwFileSizeLimit: false });
  const sender = new CompanySenderService(app.db, app.privateFiles);

  app.get(
    '/api/account/company/sender',
    {
      schema: {
        tags: [options.tag],
        summary: "The name, return address and logo the company's blind parcels carry",
        response: { 200: CompanySenderResponseSchema, ...errorResponses(401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      sender: await sender.mine(signedInUser(request).user.id),
    }),
  );

  app.put(
    '/api/account/company/sender',
    {
      schema: {
        tags: [options.tag],
        summary:
          'Sets the blind shipping sender (its admin): multipart with shipping_name, the return address fields (streetaddress, streetaddressoptional, city, state_contry, zip, country), an optional PNG or JPEG logo, remove_logo=true',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: CompanySenderResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Shipping sender saved.',
      sender: await sender.save(signedInUser(request).user, request),
    }),
  );
};
