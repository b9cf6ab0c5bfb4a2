import {
  AUTH_COOKIE,
  AuthSuccessSchema,
  ChangePasswordRequestSchema,
  CheckAuthResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  ROLE,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
  XSRF_COOKIE,
  type AuthSuccess,
  type CartMerge,
} from '@backlit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { noBody } from '../../platform/openapi';
import { perIpRateLimit, tooManyRequests } from '../../platform/rate-limits';
import { signedInUser } from './access-control';
import { handleAuthJobs } from './auth.job-handlers';
import { AuthService, type AfterRegister } from './auth.service';
import { csrfCookieOptions, newCsrfToken } from './csrf';
import { sessionCookieOptions, type AuthUser } from './sessions';
import { rememberDevice, signedInDeviceOf } from './signed-in-device';

export const CREDENTIALS_REFUSED = 'These credentials do not match our records.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that e-mail, we have sent a link to reset the password.';

const MINUTE_MS = 60_000;
const tooManyLogins = (wait: string) => `Too many login attempts. Please try again in ${wait}.`;
export const accountUnderAttack = (wait: string) =>
  `This account has had many wrong passwords lately, so devices it has not signed in from before may try once a minute. Try again in ${wait}, sign in from a device you have used before, or reset your password by e-mail ("Lost your password?").`;
const tooMany = (wait: string) => `Too many requests. Please try again in ${wait}.`;

/**
 * Per-IP request limits (@fastify/rate-limit). Wrong passwords are limited more tightly by the
 * service (LoginProtection); the login limit here only stops floods.
 */
const RATE_LIMITS = {
  login: perIpRateLimit({ max: 60, windowMs: MINUTE_MS, message: tooManyLogins }),
  register: perIpRateLimit({ max: 10, windowMs: 60 * MINUTE_MS, message: tooMany }),
  forgotPassword: perIpRateLimit({ max: 5, windowMs: 15 * MINUTE_MS, message: tooMany }),
  resetPassword: perIpRateLimit({ max: 10, windowMs: 15 * MINUTE_MS, message: tooMany }),
  changePassword: perIpRateLimit({ max: 10, windowMs: 15 * MINUTE_MS, message: tooMany }),
};

/**
 * Runs once a sign-in or registration has succeeded, before the answer: what it answers goes into
 * the answer's `cart_merge` (the signed-out shopper's cart, now in the account's).
 */
export type AfterSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) => Promise<CartMerge | undefined>;

/**
 * The orders placed without an account, which join an account of their e-mail address (given by
 * the orders module, which the auth module does not reach into).
 */
export interface GuestOrderClaims {
  /**
   * At sign-in or sign-up: adds to the account the orders whose private links the request's
   * cookies hold at the account's address, and, once the address is confirmed (or one of those
   * links came by e-mail to it, which proves it), every order placed at it without an account.
   * Answers whether such a mailed link proved the address, and how many orders still wait.
   */
  claim(
    request: FastifyRequest,
    user: Pick<AuthUser, 'id' | 'email' | 'emailConfirmed'>,
  ): Promise<{ mailboxProven: boolean; waiting: number }>;
  /** Once the address is confirmed: every order placed at it without an account; how many. */
  claimConfirmed(userId: number, email: string): Promise<number>;
}

export interface AuthRoutesOptions {
  afterSignIn?: AfterSignIn;
  /** What a sign-up writes besides the account, in its transaction. */
  afterRegister?: AfterRegister;
  guestOrders?: GuestOrderClaims;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { afterSignIn, afterRegister, guestOrders },
) => {
  const { config } = app;
  const service = new AuthService({
    db: app.db,
    config,
    shop: app.shop,
    mailer: app.mailer,
    jobs: app.jobs,
    log: app.log,
    limits: app.limits,
    afterRegister,
  });
  handleAuthJobs(app.jobs, service);

  /**
   * Orders placed without an account at the account's address join it (see GuestOrderClaims);
   * when some still wait for the address to be confirmed, a link to confirm it is mailed. The
   * answer says nothing of them: only the mailbox learns that orders were placed at it.
   */
  async function claimGuestOrders(request: FastifyRequest, user: AuthUser): Promise<void> {
    if (!guestOrders || user.roleAs !== ROLE.customer) return;
    const { mailboxProven, waiting } = await guestOrders.claim(request, user);
    if (mailboxProven && !user.emailConfirmed) await service.markEmailConfirmed(user.id);
    else if (waiting > 0 && !user.emailConfirmed) await service.requestEmailConfirmation(user.id);
  }

  /**
   * The session cookie, a CSRF cookie if the client never asked for one, and the answer, with
   * what became of a signed-out shopper's cart the request carried.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: { message: string; user: AuthUser; token: string; remember: boolean },
  ): Promise<AuthSuccess> {
    const { message, user, token, remember } = signedIn;
    reply.setCookie(AUTH_COOKIE, token, sessionCookieOptions(config, remember));
    await app.cookieSigner.ready();
    rememberDevice(request, reply, config, user.id);
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, newCsrfToken(), csrfCookieOptions(config));
    }
    const cartMerge = await afterSignIn?.(request, reply, user.id);
    await claimGuestOrders(request, user);
    return {
      status: 200,
      message,
      token,
      username: user.username,
      role_as: user.roleAs,
      ...(cartMerge && { cart_merge: cartMerge }),
    };
  }

  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the XSRF-TOKEN cookie that cookie-authenticated writes echo back',
        response: { 204: noBody('The cookie is set') },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.setCookie(XSRF_COOKIE, newCsrfToken(), csrfCookieOptions(config));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Creates a customer account and signs it in',
        body: RegisterRequestSchema,
        response: { 200: AuthSuccessSchema, ...errorResponses(422, 429) },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.register },
    },
    async (request, reply) => {
      const { user, token } = await service.register(request.body);
      return signIn(request, reply, {
        message: 'Registered successfully.',
        user,
        token,
        remember: false,
      });
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail and password',
        body: LoginRequestSchema,
        response: { 200: AuthSuccessSchema, ...errorResponses(401, 422, 429) },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      await app.cookieSigner.ready();
      const result = await service.login(request.body, request.ip, signedInDeviceOf(request));
      if (result.kind === 'throttled') {
        const message = result.reason === 'account' ? accountUnderAttack : tooManyLogins;
        throw tooManyRequests(result.retryAfter, message);
      }
      if (result.kind === 'refused') throw new AppError('UNAUTHORIZED', CREDENTIALS_REFUSED);
      return signIn(request, reply, { message: 'Logged in successfully.', ...result });
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends this session',
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      await service.logout(signedInUser(request).session);
      reply.clearCookie(AUTH_COOKIE, sessionCookieOptions(config));
      return { status: 200, message: 'Logged out successfully.' };
    },
  );

  app.get(
    '/api/checkingAuthenticated',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: CheckAuthResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { user } = signedInUser(request);
      return {
        status: 200 as const,
        message: 'You are signed in.',
        user: {
          id: user.id,
          username: user.username,
          email: user.email,
          firstname: user.firstName,
          lastname: user.lastName,
          role_as: user.roleAs,
        },
      };
    },
  );

  app.post(
    '/api/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Confirms the account's e-mail address with the mailed token; orders placed at it without an account join the account",
        body: VerifyEmailRequestSchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses(422, 429) },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.resetPassword },
    },
    async (request) => {
      const { userId, email } = await service.confirmEmail(request.body.token);
      const added = (await guestOrders?.claimConfirmed(userId, email)) ?? 0;
      return {
        status: 200 as const,
        message:
          added === 0
            ? 'Your e-mail address is confirmed.'
            : `Your e-mail address is confirmed: ${added === 1 ? '1 order was' : `${added} orders were`} added to your account.`,
        orders_added: added,
      };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mails a one-time password-reset link (same answer for every address)',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422, 429) },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.forgotPassword },
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email);
      return { status: 200, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the e-mailed token; signs out every session',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422, 429) },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.resetPassword },
    },
    async (request, reply) => {
      const { userId } = await service.resetPassword(request.body, request.ip);
      await app.cookieSigner.ready();
      rememberDevice(request, reply, config, userId);
      return {
        status: 200,
        message: 'Your password has been reset. Sign in with the new password.',
      };
    },
  );

  app.post(
    '/api/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changes the password; signs out every other session',
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
      config: { access: 'user', rateLimit: RATE_LIMITS.changePassword },
    },
    async (request) => {
      const { user, session } = signedInUser(request);
      await service.changePassword(user, session, request.body);
      return {
        status: 200,
        message: 'Your password has been changed. Other devices have been signed out.',
      };
    },
  );
};
