import {
  PASSWORD_RESET_MAIL_LIMIT,
  PASSWORD_RESET_TTL_MINUTES,
  ROLE,
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
import { defineJob, type JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import { invalidData } from '../../platform/errors';
import type { Limit, Limits } from '../../platform/limiter';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { passwordResetMail, resetPasswordLink } from './auth.mail';
import { AuthRepository, type UniqueUserField } from './auth.repository';
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

const takenMessage = (field: UniqueUserField) => `The ${field} has already been taken.`;

export type LoginResult =
  | { kind: 'signed-in'; user: AuthUser; token: string; remember: boolean }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfter: number; reason: LoginWait['reason'] };

export interface AuthServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  limits: Limits;
  now?: () => Date;
}

/** A reset link asked for an address: looked up, made and mailed after the answer. */
export const passwordResetMailJob = defineJob<{ email: string }>(
  'password-reset-mail',
  'Password reset e-mail',
);

/** Accounts: sign-up, sign-in and out, password reset and change. */
export class AuthService {
  private readonly repository: AuthRepository;
  private readonly sessions: Sessions;
  private readonly now: () => Date;
  private readonly loginProtection: LoginProtection;
  private readonly resetMails: Limit;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.repository = new AuthRepository(deps.db);
    this.sessions = new Sessions(this.repository, this.now);
    this.loginProtection = new LoginProtection(deps.limits);
    this.resetMails = deps.limits.create('password-reset-mail', PASSWORD_RESET_MAIL_LIMIT);
  }

  /** Creates a customer account and signs it in (a browser session, not remembered). */
  async register(input: RegisterInput): Promise<{ user: AuthUser; token: string }> {
    const { password } = input;
    const profile = profileColumns(input);
    const errors: ValidationErrors = {};
    const weak = weakPasswordReasons(password, { ...profile, email: input.email });
    if (weak) errors.password = weak;
    for (const field of await this.repository.takenFields(input.email, input.username)) {
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
      const { token } = await new Sessions(repository, this.now).start(created.user.id, false);
      return { user: toAuthUser(created.user), token };
    });
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
      await repository.updateUser(found.user.id, { passwordHash });
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
