import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Only our own origin may supply content to the shop's pages (the demo provider's policy). */
export const SHOP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Radix UI (and PayPal's buttons) set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Where PayPal's JS SDK loads from and what its buttons frame, fetch and show. */
const PAYPAL_ORIGINS = [
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
];

/**
 * With PayPal, its domains may serve the SDK, be called and framed, and supply images and styles
 * (PayPal's CSP guidance); PAYPAL_SDK_URL's origin (e.g. the browser tests' stub) may serve the
 * SDK and be called, nothing more.
 */
function cspDirectives(config: Config) {
  const payment = config.payment;
  if (payment.provider !== 'paypal') return SHOP_CSP_DIRECTIVES;
  const sdk = payment.sdkUrl ? [new URL(payment.sdkUrl).origin] : [];
  const add = (sources: string[], extra: string[]) => [...new Set([...sources, ...extra])];
  return {
    ...SHOP_CSP_DIRECTIVES,
    scriptSrc: add(SHOP_CSP_DIRECTIVES.scriptSrc, [...PAYPAL_ORIGINS, ...sdk]),
    connectSrc: add(SHOP_CSP_DIRECTIVES.connectSrc, [...PAYPAL_ORIGINS, ...sdk]),
    frameSrc: PAYPAL_ORIGINS,
    imgSrc: add(SHOP_CSP_DIRECTIVES.imgSrc, PAYPAL_ORIGINS),
    styleSrc: add(SHOP_CSP_DIRECTIVES.styleSrc, PAYPAL_ORIGINS),
    formAction: add(SHOP_CSP_DIRECTIVES.formAction, PAYPAL_ORIGINS),
  };
}

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...cspDirectives(config),
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

/**
 * `policy` with these inline scripts allowed too, by hash: the page's own scripts the server
 * wrote in, never 'unsafe-inline'.
 */
export function allowScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}
