/**
 * Who may call a route. Every /api route declares one in `config.access`; the auth module
 * enforces it and refuses to start when a route forgets to declare it. 'shopper' is anyone, signed
 * in or not, acting on what is theirs (the cart): the user is read when credentials come, and the
 * route answers a signed-out caller from their own signed cookie.
 */
export const ACCESS_LEVELS = ['public', 'shopper', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
