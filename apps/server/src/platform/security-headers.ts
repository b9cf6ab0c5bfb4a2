import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const PAYPAL = 'https://*.paypal.com';

/**
 * Only our own origin and PayPal (whose checkout buttons load scripts, frames and images from
 * its domains) may supply content to the shop's pages.
 */
export const SHOP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://www.paypal.com', PAYPAL],
  frameSrc: [PAYPAL],
  connectSrc: ["'self'", PAYPAL, 'https://*.braintreegateway.com'],
  imgSrc: ["'self'", 'data:', 'blob:', PAYPAL, 'https://*.paypalobjects.com'],
  // Radix UI and PayPal's buttons set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", PAYPAL],
  frameAncestors: ["'none'"],
};

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SHOP_CSP_DIRECTIVES,
        // Locally the shop is plain http; upgrading would break every asset.
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // PayPal's checkout runs in a popup that must be able to talk back to our window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // PayPal checks where a checkout starts from; send the origin, never the full path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Helmet's headers for our options. They do not depend on the request, so helmet runs once at
 * start against a recording response; @fastify/helmet would rebuild and re-parse the whole
 * policy on every request, which cost about a tenth of the server's CPU under load.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return headers;
}

/** Every answer (API, pages, files, errors) carries the shop's security headers. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
