import { AUTH_COOKIE, ROLE } from '@backlit/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { ACCESS_LEVELS, type Access } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { DOCS_PREFIX } from '../../platform/openapi';
import { orderLinkCookieName, orderLinkCookieOptions } from '../../platform/order-links';
import { AuthRepository } from './auth.repository';
import { csrfTokenMatches, isSafeMethod } from './csrf';
import { Sessions, sessionCookieOptions, type AuthSession, type AuthUser } from './sessions';

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const STAFF_ONLY_MESSAGE = 'This area is for shop staff only.';
export const CSRF_MESSAGE = 'CSRF token mismatch. Reload the page and try again.';

/** One row of the route table: what each registered route declared. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on 'user' and 'admin' routes, and 'shopper' ones when signed in; else null. */
    user: AuthUser | null;
    authSession: AuthSession | null;
  }
  interface FastifyInstance {
    /** Every route that declared its access, in registration order (the route matrix's source). */
    routeAccess: readonly RouteAccessEntry[];
  }
}

/** Routes that must declare who may call them. */
const DECLARATION_REQUIRED = /^\/(api|sanctum)(\/|$)/;

type SecurityRequirement = { [scheme: string]: string[] };
/**
 * What each access level says in the OpenAPI document (schemes defined in platform/openapi): a
 * public route needs no credentials (`[]`), a shopper's route reads them when they come (the
 * empty requirement makes them optional), the others need one of the two schemes.
 */
const CREDENTIALS: SecurityRequirement[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
const OPENAPI_SECURITY: Record<Access, SecurityRequirement[]> = {
  public: [],
  shopper: [{}, ...CREDENTIALS],
  order: [...CREDENTIALS, { orderLinkCookie: [] }],
  user: CREDENTIALS,
  admin: CREDENTIALS,
};

/**
 * Enforces each route's declared `config.access`, in one place:
 * - every /api (and /sanctum) route must declare 'public', 'user' or 'admin', or start-up fails;
 * - 'user' and 'admin' routes get a guard that runs at onRequest (after rate limits, before the
 *   body is read or validated): no credentials or a dead token → 401, a customer on an admin
 *   route → 403. The user and role are read from the database on every request;
 * - credentials are `Authorization: Bearer <token>` first, else the session cookie. When the
 *   cookie is what authenticates, unsafe methods must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN
 *   (403 otherwise); Bearer calls cannot be forged by another site, so they need no such check.
 *   Public routes never read credentials, so they never need the CSRF header either.
 * Register before any route (it sees only routes added after it).
 */
export function registerAccessControl(app: FastifyInstance): void {
  const sessions = new Sessions(new AuthRepository(app.db));
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('orderLink', null);

  const guards: Record<Exclude<Access, 'public'>, onRequestAsyncHookHandler> = {
    shopper: (request, reply) => identifyShopper(request, reply),
    order: (request, reply) => identifyOrderHolder(request, reply),
    user: (request, reply) => authenticate(request, reply, 'user'),
    admin: (request, reply) => authenticate(request, reply, 'admin'),
  };

  /**
   * A shopper's route: with credentials, the user as on a 'user' route (a dead session cookie is
   * dropped and the caller goes on signed out). Without, the route works on what the caller's
   * own cookie names, so every unsafe call must pass the CSRF check just as a cookie session's.
   */
  async function identifyShopper(request: FastifyRequest, reply: FastifyReply) {
    const credentials = readCredentials(request);
    if (credentials?.via === 'bearer') return authenticate(request, reply, 'user');
    if (!isSafeMethod(request.method) && !csrfTokenMatches(request)) {
      throw new AppError('NOT_ALLOWED', CSRF_MESSAGE);
    }
    if (!credentials) return;
    const found = await sessions.resolve(credentials.token);
    if (!found) {
      reply.clearCookie(AUTH_COOKIE, sessionCookieOptions(app.config));
      return;
    }
    request.user = found.user;
    request.authSession = found.session;
  }

  /**
   * A route of one order: credentials make it a user's call (whether that user may see the order
   * is the service's to say: its customer and staff may); without them, or besides them, the
   * order's private link in its cookie lets the browser in. Neither: 401. Cookies are what
   * authorise such a call, so unsafe ones must pass the CSRF check; a dead session cookie or
   * link cookie is dropped.
   */
  async function identifyOrderHolder(request: FastifyRequest, reply: FastifyReply) {
    const credentials = readCredentials(request);
    if (credentials?.via === 'bearer') return authenticate(request, reply, 'user');
    const orderId = Number((request.params as { orderId?: string }).orderId);
    const cookie = Number.isSafeInteger(orderId) ? orderLinkCookieName(orderId) : undefined;
    const linkToken = cookie ? request.cookies[cookie] : undefined;
    if (!credentials && !linkToken) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    if (!isSafeMethod(request.method) && !csrfTokenMatches(request)) {
      throw new AppError('NOT_ALLOWED', CSRF_MESSAGE);
    }
    if (credentials) {
      const found = await sessions.resolve(credentials.token);
      if (found) {
        request.user = found.user;
        request.authSession = found.session;
      } else {
        reply.clearCookie(AUTH_COOKIE, sessionCookieOptions(app.config));
      }
    }
    if (linkToken && cookie) {
      request.orderLink = (await app.orderLinks.grant(orderId, linkToken)) ?? null;
      if (!request.orderLink) reply.clearCookie(cookie, orderLinkCookieOptions(app.config));
    }
    if (!request.user && !request.orderLink) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply, access: Access) {
    const credentials = readCredentials(request);
    if (!credentials) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    if (credentials.via === 'cookie' && !isSafeMethod(request.method)) {
      if (!csrfTokenMatches(request)) throw new AppError('NOT_ALLOWED', CSRF_MESSAGE);
    }
    const found = await sessions.resolve(credentials.token);
    if (!found) {
      // A dead cookie would otherwise be sent, and refused, on every request.
      if (credentials.via === 'cookie') {
        reply.clearCookie(AUTH_COOKIE, sessionCookieOptions(app.config));
      }
      throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
    }
    request.user = found.user;
    request.authSession = found.session;
    if (access === 'admin' && found.user.roleAs !== ROLE.admin) {
      throw new AppError('NOT_ALLOWED', STAFF_ONLY_MESSAGE);
    }
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (access === undefined) {
      if (DECLARATION_REQUIRED.test(route.url) && !route.url.startsWith(DOCS_PREFIX)) {
        throw new Error(
          `${methods.join(',')} ${route.url} must declare who may call it: ` +
            `config: { access: 'public' | 'user' | 'admin' }`,
        );
      }
      // Outside /api (robots.txt, the sitemap, the pages): nothing guards it.
      route.schema = { ...route.schema, security: OPENAPI_SECURITY.public };
      return;
    }
    if (!ACCESS_LEVELS.includes(access)) {
      throw new Error(`${methods.join(',')} ${route.url}: unknown access '${String(access)}'`);
    }
    for (const method of methods) table.push({ method, url: route.url, access });
    route.schema = { ...route.schema, security: OPENAPI_SECURITY[access] };
    if (access === 'public') return;
    // Appended: @fastify/rate-limit's hook (added by its own onRoute hook) runs first.
    route.onRequest = [...[route.onRequest ?? []].flat(), guards[access]];
  });
}

type Credentials = { token: string; via: 'bearer' | 'cookie' };

/**
 * The Bearer token if there is one, else the session cookie. Clients of the published API that
 * keep the token themselves send "Authorization: Bearer " with an empty token when they have
 * none: that counts as no header.
 */
export function readCredentials(request: FastifyRequest): Credentials | undefined {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies[AUTH_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return undefined;
}

/** The key of per-user limits on 'user' and 'admin' routes. */
export const byUser = (request: FastifyRequest) => String(signedInUser(request).user.id);

/** The signed-in user of a 'user' or 'admin' route (the guard has already refused everyone else). */
export function signedInUser(request: FastifyRequest): { user: AuthUser; session: AuthSession } {
  if (!request.user || !request.authSession) {
    throw new Error(`${request.method} ${request.url} reads the user but is not a 'user' route`);
  }
  return { user: request.user, session: request.authSession };
}
