/**
 * Who may call a route. Every /api route declares one in `config.access`; the auth module
 * enforces it and refuses to start when a route forgets to declare it.
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
