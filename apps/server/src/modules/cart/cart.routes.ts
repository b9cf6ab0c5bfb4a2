import {
  AddToCartResponseSchema,
  AddToCartSchema,
  CART_MESSAGES,
  CART_WRITE_LIMIT,
  CartItemParamsSchema,
  CartQuantityParamsSchema,
  CartResponseSchema,
  MessageResponseSchema,
  UpdateCartQuantityResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byUser, signedInUser } from '../auth';
import { CartService } from './cart.service';
import { errorResponses } from '../../platform/errors';
import { requestLimit } from '../../platform/limiter';

export const CART_ITEM_REMOVED = 'Cart item removed.';
export const QUANTITY_UPDATED = 'Quantity updated.';

/**
 * The cart calls, for the signed-in customer only (401 otherwise). A line of someone else is
 * answered as not found, so ids reveal nothing. 403 is the CSRF check of cookie writes.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = new CartService(app.db);
  // One count for every change to a customer's cart.
  const writeLimit = requestLimit(app.limits, {
    name: 'cart-write',
    rule: CART_WRITE_LIMIT,
    key: byUser,
    message: (wait) => `You are changing your cart very quickly. Please try again in ${wait}.`,
  });

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The customer's cart lines, oldest first, with the subtotal",
        response: { 200: CartResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await cart.view(signedInUser(request).user.id)),
    }),
  );

  app.post(
    '/api/add-to-cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a product to the cart, merging into its line (at most 10 and the stock)',
        body: AddToCartSchema,
        response: { 201: AddToCartResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      const line = await cart.add(signedInUser(request).user.id, request.body);
      reply.code(201);
      return { status: 201 as const, message: CART_MESSAGES.added, cart_item: line };
    },
  );

  app.put(
    '/api/cart-updatequantity/:cartItemId/:scope',
    {
      schema: {
        tags: ['cart'],
        summary: 'Raises (inc) or lowers (dec) a line by one; lowering from 1 removes it',
        params: CartQuantityParamsSchema,
        response: {
          200: UpdateCartQuantityResponseSchema,
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request) => {
      const { cartItemId, scope } = request.params;
      const qty = await cart.changeQuantity(signedInUser(request).user.id, cartItemId, scope);
      return {
        status: 200 as const,
        message: qty === 0 ? CART_ITEM_REMOVED : QUANTITY_UPDATED,
        product_qty: qty,
      };
    },
  );

  app.delete(
    '/api/delete-cartitem/:cartItemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes a line from the cart',
        params: CartItemParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: { access: 'user' },
      preHandler: writeLimit,
    },
    async (request) => {
      await cart.remove(signedInUser(request).user.id, request.params.cartItemId);
      return { status: 200, message: CART_ITEM_REMOVED };
    },
  );
};
