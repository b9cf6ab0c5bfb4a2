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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { byClientIp, requestLimit } from '../../platform/limiter';
import type { CartOwner } from './cart.repository';
import { CART_ITEM_NOT_FOUND, CartService } from './cart.service';
import { handleCartJobs } from './cart.job-handlers';
import { GuestCarts } from './guest-cart';

export const CART_ITEM_REMOVED = 'Cart item removed.';
export const QUANTITY_UPDATED = 'Quantity updated.';

/**
 * The cart calls, for a signed-in customer's cart or, signed out, the guest cart of the signed
 * cookie. A line of someone else is answered as not found, so ids reveal nothing. 403 is the
 * CSRF check of cookie writes (a guest cart is always reached by its cookie).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = new CartService(app.db);
  const guests = new GuestCarts(cart, app.db, app.jobs, app.config, app.cookieSigner);
  handleCartJobs(app.jobs, guests);
  // One count for every change to a cart: a customer's by account, a signed-out shopper's by
  // address (their first add is also what creates a guest cart).
  const writeLimit = requestLimit(app.limits, {
    name: 'cart-write',
    rule: CART_WRITE_LIMIT,
    key: (request) => (request.user ? String(request.user.id) : `ip:${byClientIp(request)}`),
    message: (wait) => `You are changing your cart very quickly. Please try again in ${wait}.`,
  });

  /** The cart a change acts on; signed out without a cart, there is no line to find. */
  async function ownerOfLines(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
    if (request.user) return { userId: request.user.id };
    const guestCartId = await guests.current(request, reply);
    if (!guestCartId) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    return { guestCartId };
  }

  /** A change to a guest cart restarts its idle time, and its cookie's with it. */
  async function changed(owner: CartOwner, reply: FastifyReply): Promise<void> {
    if (!('guestCartId' in owner)) return;
    await cart.touchGuestCart(owner.guestCartId);
    guests.remember(reply, owner.guestCartId);
  }

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The shopper's cart lines, oldest first, with the subtotal",
        response: { 200: CartResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'shopper' },
    },
    async (request, reply) => {
      if (request.user) {
        return { status: 200 as const, ...(await cart.view({ userId: request.user.id })) };
      }
      const guestCartId = await guests.current(request, reply);
      if (!guestCartId) return { status: 200 as const, cart: [], subtotal: 0 };
      return { status: 200 as const, ...(await cart.view({ guestCartId })) };
    },
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
      config: { access: 'shopper' },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      let line;
      if (request.user) {
        line = await cart.add({ userId: request.user.id }, request.body);
      } else {
        const id = await guests.idFor(request);
        line = await cart.addToGuestCart(id, request.body, (db) => guests.schedulePurge(db, id));
        guests.remember(reply, id);
      }
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
      config: { access: 'shopper' },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      const { cartItemId, scope } = request.params;
      const owner = await ownerOfLines(request, reply);
      const qty = await cart.changeQuantity(owner, cartItemId, scope);
      await changed(owner, reply);
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
      config: { access: 'shopper' },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      const owner = await ownerOfLines(request, reply);
      await cart.remove(owner, request.params.cartItemId);
      await changed(owner, reply);
      return { status: 200, message: CART_ITEM_REMOVED };
    },
  );
};
