import {
  AddressListResponseSchema,
  AddressParamsSchema,
  AddressRequestSchema,
  AddressResponseSchema,
  AddToWishlistSchema,
  MessageResponseSchema,
  MyFramesResponseSchema,
  WISHLIST_MESSAGES,
  WishlistParamsSchema,
  WishlistResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { AccountService } from './account.service';
import { MyFramesService } from './my-frames.service';
import { errorResponses } from '../../platform/errors';

/**
 * The customer's address book, wish list and frames: signed in only, never cached, and someone else's
 * address or list entry answers 404.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = new AccountService(app.db);
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;
  const myFrames = new MyFramesService(app.db);

  app.get(
    '/api/account/frames',
    {
      schema: {
        tags: ['account'],
        summary:
          "The frames of the customer's delivered orders, each with the banners, spare parts and accessories that fit it",
        response: { 200: MyFramesResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({ status: 200 as const, frames: await myFrames.list(userId(request)) }),
  );

  app.get(
    '/api/account/addresses',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's addresses, the default first",
        response: { 200: AddressListResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      addresses: await account.addresses(userId(request)),
    }),
  );

  app.post(
    '/api/account/addresses',
    {
      schema: {
        tags: ['account'],
        summary: 'Saves an address (the first one becomes the default)',
        body: AddressRequestSchema,
        response: { 201: AddressResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'user' },
      preHandler: app.shippingCountries.requireShippingCountry,
    },
    async (request, reply) => {
      const address = await account.addAddress(userId(request), request.body);
      reply.code(201);
      return { status: 201 as const, message: 'Address saved.', address };
    },
  );

  app.put(
    '/api/account/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes an address',
        params: AddressParamsSchema,
        body: AddressRequestSchema,
        response: { 200: AddressResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
      preHandler: app.shippingCountries.requireShippingCountry,
    },
    async (request) => {
      const address = await account.updateAddress(userId(request), request.params.id, request.body);
      return { status: 200 as const, message: 'Address updated.', address };
    },
  );

  app.delete(
    '/api/account/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Deletes an address; deleting the default makes the oldest other one default',
        params: AddressParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await account.deleteAddress(userId(request), request.params.id);
      return { status: 200, message: 'Address deleted.' };
    },
  );

  app.post(
    '/api/account/addresses/:id/default',
    {
      schema: {
        tags: ['account'],
        summary: 'Makes an address the default (the one checkout is pre-filled with)',
        params: AddressParamsSchema,
        response: { 200: AddressResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const address = await account.makeDefault(userId(request), request.params.id);
      return { status: 200 as const, message: 'Default address changed.', address };
    },
  );

  app.get(
    '/api/account/wishlist',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's wish list, newest first",
        response: { 200: WishlistResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({ status: 200 as const, items: await account.wishlist(userId(request)) }),
  );

  app.post(
    '/api/account/wishlist',
    {
      schema: {
        tags: ['account'],
        summary: 'Adds a product to the wish list (adding it again changes nothing)',
        body: AddToWishlistSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await account.addToWishlist(userId(request), request.body.product_id);
      return { status: 200, message: WISHLIST_MESSAGES.added };
    },
  );

  app.delete(
    '/api/account/wishlist/:productId',
    {
      schema: {
        tags: ['account'],
        summary: 'Removes a product from the wish list',
        params: WishlistParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await account.removeFromWishlist(userId(request), request.params.productId);
      return { status: 200, message: WISHLIST_MESSAGES.removed };
    },
  );

  app.post(
    '/api/account/wishlist/:productId/move-to-cart',
    {
      schema: {
        tags: ['account'],
        summary: 'Puts one of the product in the cart (cart rules apply) and takes it off the list',
        params: WishlistParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await account.moveToCart(userId(request), request.params.productId);
      return { status: 200, message: WISHLIST_MESSAGES.moved };
    },
  );
};
