/**
 * Who may call a route. Every /api route declares one in `config.access`; the auth module
 * enforces it and refuses to start when a route forgets to declare it. 'shopper' is anyone, signed
 * in or not, acting on what is theirs (the cart): the user is read when credentials come, and the
 * route answers a signed-out caller from their own signed cookie. 'order' is a route of one order
 * (`:orderId`): a signed-in user (the service lets in the order's customer and staff) or a browser
 * holding the order's private link.
 */
export const ACCESS_LEVELS = ['public', 'shopper', 'order', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
