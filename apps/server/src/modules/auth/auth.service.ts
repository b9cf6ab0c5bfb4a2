import { randomInt } from 'node:crypto';
import {
  EMAIL_CONFIRMATION_TTL_DAYS,
  PASSWORD_RESET_MAIL_LIMIT,
  PASSWORD_RESET_TTL_MINUTES,
  ROLE,
  USERNAME_MAX,
  USERNAME_MIN,
  type ChangePasswordRequestSchema,
  type LoginRequestSchema,
  type RegisterRequestSchema,
  type ResetPasswordRequestSchema,
  type ValidationErrors,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import { invalidData } from '../../platform/errors';
import type { Limit, Limits } from '../../platform/limiter';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { emailConfirmationMailJob, passwordResetMailJob } from './auth.jobs';
import {
  emailConfirmationMail,
  passwordResetMail,
  resetPasswordLink,
  verifyEmailLink,
} from './auth.mail';
import {
  AuthRepository,
  EmailConfirmationsRepository,
  type UniqueUserField,
} from './auth.repository';
import { LoginProtection, type LoginWait } from './login-protection';
import type { SignedInDevice } from './signed-in-device';
import {
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
  weakPasswordReasons,
} from './passwords';
import { profileColumns } from './profile-fields';
import {
  Sessions,
  hashToken,
  newToken,
  toAuthUser,
  type AuthSession,
  type AuthUser,
} from './sessions';

type RegisterInput = z.output<typeof RegisterRequestSchema>;
type LoginInput = z.output<typeof LoginRequestSchema>;
type ResetPasswordInput = z.output<typeof ResetPasswordRequestSchema>;
type ChangePasswordInput = z.output<typeof ChangePasswordRequestSchema>;

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';
export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is invalid or has expired. Sign in to get a new one.';

const takenMessage = (field: UniqueUserField) => `The ${field} has already been taken.`;

export type LoginResult =
  | { kind: 'signed-in'; user: AuthUser; token: string; remember: boolean }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfter: number; reason: LoginWait['reason'] };

/** What else a sign-up writes, in its transaction (the first address-book entry). */
export type AfterRegister = (
  db: Database,
  userId: number,
  input: RegisterInput,
) => Promise<unknown>;

export interface AuthServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  limits: Limits;
  afterRegister?: AfterRegister | undefined;
  now?: () => Date;
}

/** A new confirmation link is not mailed while one sent this recently is unused. */
const CONFIRMATION_RESEND_HOURS = 24;
/** Tries at a free username made from the e-mail before asking the customer for one. */
const USERNAME_ATTEMPTS = 5;

/**
 * A username made from the e-mail's local part (its allowed characters), padded to the minimum
 * and cut to leave room for a number; `attempt` > 0 adds a random one.
 */
export function usernameFromEmail(email: string, attempt = 0): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  const base = (local.length >= USERNAME_MIN ? local : `${local}customer`).slice(
    0,
    USERNAME_MAX - 5,
  );
  return attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`;
}

/** Accounts: sign-up, sign-in and out, password reset and change. */
export class AuthService {
  private readonly repository: AuthRepository;
  private readonly sessions: Sessions;
  private readonly now: () => Date;
  private readonly loginProtection: LoginProtection;
  private readonly resetMails: Limit;
  private readonly confirmations: EmailConfirmationsRepository;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.repository = new AuthRepository(deps.db);
    this.sessions = new Sessions(this.repository, this.now);
    this.loginProtection = new LoginProtection(deps.limits);
    this.resetMails = deps.limits.create('password-reset-mail', PASSWORD_RESET_MAIL_LIMIT);
    this.confirmations = new EmailConfirmationsRepository(deps.db);
  }

  /**
   * Creates a customer account and signs it in (a browser session, not remembered). Without a
   * username, one is made from the e-mail (the first free of a few tries).
   */
  async register(input: RegisterInput): Promise<{ user: AuthUser; token: string }> {
    const { password } = input;
    const chosen = input.username;
    const errors: ValidationErrors = {};
    let username = chosen ?? usernameFromEmail(input.email);
    for (let attempt = 1; !chosen && attempt < USERNAME_ATTEMPTS; attempt++) {
      if (!(await this.repository.usernameTaken(username))) break;
      username = usernameFromEmail(input.email, attempt);
    }
    const profile = profileColumns({ ...input, username });
    const weak = weakPasswordReasons(password, { ...profile, email: input.email });
    if (weak) errors.password = weak;
    for (const field of await this.repository.takenFields(input.email, username)) {
      errors[field] = [takenMessage(field)];
    }
    if (Object.keys(errors).length > 0) throw invalidData(errors);

    const passwordHash = await hashPassword(password);
    return this.repository.transaction(async (repository) => {
      const created = await repository.insertUser({
        ...profile,
        email: input.email.toLowerCase(),
        passwordHash,
        roleAs: ROLE.customer,
      });
      if (!created.ok) throw invalidData({ [created.taken]: [takenMessage(created.taken)] });
      await this.deps.afterRegister?.(repository.db, created.user.id, input);
      const { token } = await new Sessions(repository, this.now).start(created.user.id, false);
      return { user: toAuthUser(created.user), token };
    });
  }

  /** The account's address is proven (a link mailed to it was used), from now on. */
  async markEmailConfirmed(userId: number): Promise<void> {
    await this.repository.updateUser(userId, { emailConfirmedAt: this.now() });
  }

  /**
   * Mails a link that confirms the account's address, after the answer, unless one sent lately is
   * still unused. Asked for when orders placed at the address without an account wait for it.
   */
  async requestEmailConfirmation(userId: number): Promise<void> {
    await this.deps.jobs.enqueue(this.deps.db, emailConfirmationMailJob, { userId });
  }

  /** The job: a fresh confirmation link for the account's address, sent once. */
  async sendConfirmationLink(userId: number, jobId: string): Promise<void> {
    const { db, mailer, config } = this.deps;
    await sendMailOnce({ db, mailer, publicUrl: config.publicUrl }, jobId, async () => {
      const user = await this.repository.findUserById(userId);
      if (!user || user.emailConfirmedAt) return undefined;
      const now = this.now();
      const since = new Date(now.getTime() - CONFIRMATION_RESEND_HOURS * 3_600_000);
      if (await this.confirmations.sentSince(userId, since)) return undefined;
      const { token, tokenHash } = newToken();
      await this.confirmations.insert({
        userId,
        email: user.email,
        tokenHash,
        now,
        expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_DAYS * 86_400_000),
      });
      const shop = await this.deps.shop.get();
      return emailConfirmationMail(shop, user, verifyEmailLink(config.publicUrl, token));
    });
  }

  /** Uses a confirmation link: the account's address is confirmed. Answers whose, or 422. */
  async confirmEmail(token: string): Promise<{ userId: number; email: string }> {
    const confirmed = await this.confirmations.consume(hashToken(token), this.now());
    if (!confirmed) throw invalidData({ token: [CONFIRMATION_LINK_INVALID] });
    return confirmed;
  }

  /**
   * Wrong password and unknown e-mail are the same refusal, taking the same time, and count the
   * same towards LoginProtection's limits. A waiting attempt is refused before its password is
   * checked, so guesses made while waiting tell nothing. `device` is what the request's device
   * cookie says; it counts only for the account it signed in to.
   */
  async login(input: LoginInput, ip: string, device?: SignedInDevice): Promise<LoginResult> {
    const user = await this.repository.findUserByEmail(input.email);
    const attempt = {
      email: input.email,
      ip,
      device: user && device?.userId === user.id ? device.id : undefined,
    };
    const wait = await this.loginProtection.begin(attempt);
    if (wait) return { kind: 'throttled', retryAfter: wait.seconds, reason: wait.reason };

    const matches = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !matches) {
      await this.loginProtection.failed(attempt);
      return { kind: 'refused' };
    }
    await this.loginProtection.succeeded(attempt);
    const { token } = await this.sessions.start(user.id, input.remember);
    return { kind: 'signed-in', user: toAuthUser(user), token, remember: input.remember };
  }

  logout(session: AuthSession): Promise<void> {
    return this.sessions.revoke(session.id);
  }

  /**
   * Answers the same way for every address: the lookup, the token and the e-mail are a job done
   * after the answer, so neither its content nor its timing tells whether the address has an
   * account. The token is made by the job, so no usable link is ever stored.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.deps.jobs.enqueue(this.deps.db, passwordResetMailJob, { email });
  }

  /** The job: a fresh link for the account of `email`, if there is one, sent once. */
  async sendResetLink(email: string, jobId: string): Promise<void> {
    const { db, mailer, config } = this.deps;
    await sendMailOnce({ db, mailer, publicUrl: config.publicUrl }, jobId, async () => {
      if ((await this.resetMails.take(email.toLowerCase())) > 0) {
        this.deps.log.warn('password reset: too many requests for one address; not sending');
        return undefined;
      }
      const user = await this.repository.findUserByEmail(email);
      if (!user) return undefined;
      const { token, tokenHash } = newToken();
      const now = this.now();
      const stored = await this.repository.replaceResetToken({
        userId: user.id,
        email: user.email,
        tokenHash,
        now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      if (!stored) return undefined;
      const shop = await this.deps.shop.get();
      return passwordResetMail(shop, user, resetPasswordLink(config.publicUrl, token));
    });
  }

  /**
   * Sets the new password from a reset link (once), signs the account out everywhere and voids
   * its other links (see `credentialsChanged`). Wrong passwords tried from `ip` no longer count
   * against signing in from there, and the route makes the browser a known device: whoever
   * reads the mailbox gets in at once, however hard the account is being guessed at.
   */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<{ userId: number }> {
    const now = this.now();
    const found = await this.repository.findUsableReset(hashToken(input.token), now);
    if (!found) throw invalidData({ token: [RESET_LINK_INVALID] });
    const weak = weakPasswordReasons(input.password, found.user);
    if (weak) throw invalidData({ password: weak });

    const passwordHash = await hashPassword(input.password);
    await this.repository.transaction(async (repository) => {
      // Two requests with one link: only the first to mark it used goes on.
      if (!(await repository.consumeReset(found.resetId, now))) {
        throw invalidData({ token: [RESET_LINK_INVALID] });
      }
      // The link was mailed to the account's address: using it proves the mailbox.
      await repository.updateUser(found.user.id, { passwordHash, emailConfirmedAt: now });
      await repository.credentialsChanged(found.user.id, now);
    });
    await this.loginProtection.cleared(found.user.email, ip);
    return { userId: found.user.id };
  }

  /**
   * Needs the current password; signs the account out everywhere but this session and voids its
   * outstanding reset and e-mail-change links.
   */
  async changePassword(
    user: AuthUser,
    session: AuthSession,
    input: ChangePasswordInput,
  ): Promise<void> {
    const row = await this.repository.findUserById(user.id);
    if (!row || !(await verifyPassword(row.passwordHash, input.current_password))) {
      throw invalidData({ current_password: [WRONG_CURRENT_PASSWORD] });
    }
    if (input.password === input.current_password) throw invalidData({ password: [SAME_PASSWORD] });
    const weak = weakPasswordReasons(input.password, row);
    if (weak) throw invalidData({ password: weak });

    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    await this.repository.transaction(async (repository) => {
      await repository.updateUser(user.id, { passwordHash });
      await repository.credentialsChanged(user.id, now, session.id);
    });
  }
}
