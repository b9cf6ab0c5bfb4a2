import type { FastifyInstance } from 'fastify';

/** Content-hashed or generated-name files never change under the same URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidate: index.html must point at the newest hashed assets. */
export const NO_CACHE = 'no-cache';
/** Unhashed files such as favicon.svg or robots.txt. */
export const SHORT_CACHE = 'public, max-age=3600';
/** Kept by no cache at all, shared or the browser's (nor shown again by its back button). */
export const NO_STORE = 'no-store';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * One rule for what may be cached, so no route can forget it: every answer of a signed-in
 * ('user' or 'admin') route, of a shopper's own ('shopper') or of one order ('order'), is
 * `no-store`, errors included, whatever the handler set; so is
 * every answer that sets a cookie (a session, a CSRF token) or answers a write. Public reads keep
 * what their route chose (the content's short public cache, storage's immutable files).
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (
      access === 'shopper' ||
      access === 'order' ||
      access === 'user' ||
      access === 'admin' ||
      reply.hasHeader('set-cookie') ||
      !SAFE_METHODS.has(request.method)
    ) {
      reply.header('cache-control', NO_STORE);
    }
    return payload;
  });
}
