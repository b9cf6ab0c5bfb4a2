import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
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
  });
}
