import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE } from '@backlit/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

/** A success answered without a body (204, a tus upload's 201), as a route's response schema. */
export const noBody = (description: string) => z.null().describe(description);

/** Swagger UI serves its own scripts and styles, so the docs page needs nothing from outside. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from what
 * the server validates. Register before any route so every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backlit Shop API',
        description: 'The API of the Backlit Shop: catalogue, cart, checkout, orders and admin.',
        version: '1.0.0',
      },
      // The API is served by the same host as the shop and this document, wherever that is.
      servers: [{ url: '/', description: 'The shop that serves this document' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token answered by POST /api/login or /api/register.',
          },
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE,
            description:
              'The same token in an HttpOnly cookie (set by login/register). Writes must also send ' +
              'the XSRF-TOKEN cookie back in the X-XSRF-TOKEN header (GET /sanctum/csrf-cookie).',
          },
          orderLinkCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'backlit_order_{orderId}',
            description:
              'An order placed without an account: its private link token, set by ' +
              'POST /api/order-links/open or by placing the order. Writes echo XSRF-TOKEN as above.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
