import {
  ShippingCountriesRequestSchema,
  ShippingCountriesResponseSchema,
  ShopSettingsRequestSchema,
  ShopSettingsResponseSchema,
  TaxTableRequestSchema,
  TaxTableResponseSchema,
} from '@backlit/domain';
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

  app.get(
    '/api/shipping-countries',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The countries the shop ships to, for the address country pickers',
        response: { 200: ShippingCountriesResponseSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ status: 200 as const, countries: await app.shippingCountries.get() }),
  );

  app.put(
    '/api/admin/settings/shipping-countries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Chooses the countries checkout and the address book accept',
        body: ShippingCountriesRequestSchema,
        response: { 200: ShippingCountriesResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      countries: await app.shippingCountries.update(
        signedInUser(request).user,
        request.body.countries,
      ),
    }),
  );

  app.get(
    '/api/admin/settings/tax',
    {
      schema: {
        tags: ['admin'],
        summary: 'The sales-tax table: every state and province, whether collected, its rates',
        response: { 200: TaxTableResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, regions: await app.tax.view() }),
  );

  app.put(
    '/api/admin/settings/tax',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces the sales-tax table; checkout charges it from the next payment on',
        body: TaxTableRequestSchema,
        response: { 200: TaxTableResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      regions: await app.tax.update(signedInUser(request).user, request.body.regions),
    }),
  );
};
