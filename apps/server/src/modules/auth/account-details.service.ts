import {
  EMAIL_CHANGE_MAIL_LIMIT,
  EMAIL_CHANGE_TTL_HOURS,
  type ChangeEmailRequestSchema,
  type Profile,
  type ProfileValues,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { ShopSettings } from '../../platform/shop-settings';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import { AppError, invalidData } from '../../platform/errors';
import type { Limit, Limits } from '../../platform/limiter';
import type { Mailer } from '../../platform/mailer';
import { tooManyRequests } from '../../platform/rate-limits';
import { confirmEmailLink, confirmEmailMail, emailChangedNotice } from './account-details.mail';
import { emailChangedNoticeJob, emailChangeMailJob } from './auth.jobs';
import { AuthRepository } from './auth.repository';
import { WRONG_CURRENT_PASSWORD } from './auth.service';
import { verifyPassword } from './passwords';
import { profileColumns, toProfile } from './profile-fields';
import { hashToken, newToken } from './sessions';

type ChangeEmailInput = z.output<typeof ChangeEmailRequestSchema>;

export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid or has expired. Ask for a new one from your account page.';
export const SAME_EMAIL = 'This is already your e-mail address.';
const taken = (field: string) => `The ${field} has already been taken.`;

export interface AccountDetailsDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  limits: Limits;
  now?: () => Date;
}

/**
 * The registration fields a customer can edit, and the e-mail change: the password proves it is
 * them, a one-time link to the new address proves they read it, and the old address is told.
 */
export class AccountDetailsService {
  private readonly repository: AuthRepository;
  private readonly now: () => Date;
  /** Confirmation mails per new address, so an account cannot be used to flood someone's inbox. */
  private readonly confirmationMails: Limit;

  constructor(private readonly deps: AccountDetailsDeps) {
    this.repository = new AuthRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
    this.confirmationMails = deps.limits.create('email-change-mail', EMAIL_CHANGE_MAIL_LIMIT);
  }

  async profile(userId: number): Promise<Profile> {
    const user = await this.repository.findUserById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Unauthenticated.');
    return toProfile(user);
  }

  async updateProfile(userId: number, values: ProfileValues): Promise<Profile> {
    if (await this.repository.takenByOther(userId, 'username', values.username)) {
      throw invalidData({ username: [taken('username')] });
    }
    const updated = await this.repository.updateAccount(userId, profileColumns(values));
    if (!updated.ok) throw invalidData({ [updated.taken]: [taken(updated.taken)] });
    return toProfile(updated.user);
  }

  /**
   * Checks the password and that the address is free, then queues the link to the new address
   * (the job makes the token, so no usable link is ever stored).
   */
  async requestEmailChange(userId: number, input: ChangeEmailInput): Promise<void> {
    const user = await this.repository.findUserById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
      throw invalidData({ current_password: [WRONG_CURRENT_PASSWORD] });
    }
    if (user.email.toLowerCase() === input.email) throw invalidData({ email: [SAME_EMAIL] });
    if (await this.repository.takenByOther(userId, 'email', input.email)) {
      throw invalidData({ email: [taken('email')] });
    }
    const wait = await this.confirmationMails.take(input.email);
    if (wait > 0) {
      throw tooManyRequests(
        wait,
        (words) =>
          `Several confirmation e-mails went to this address already. Try again in ${words}.`,
      );
    }
    await this.deps.jobs.enqueue(this.deps.db, emailChangeMailJob, {
      userId,
      newEmail: input.email,
    });
  }

  /** The job: a fresh link to confirm `newEmail`, sent once. */
  async sendEmailChangeLink(userId: number, newEmail: string, jobId: string): Promise<void> {
    await sendMailOnce(this.mail(), jobId, async () => {
      const user = await this.repository.findUserById(userId);
      if (!user) return undefined;
      const { token, tokenHash } = newToken();
      await this.repository.replaceEmailChange({
        userId,
        newEmail,
        tokenHash,
        expiresAt: new Date(this.now().getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      });
      return confirmEmailMail(
        await this.deps.shop.get(),
        { newEmail, firstName: user.firstName },
        confirmEmailLink(this.deps.config.publicUrl, token),
      );
    });
  }

  /** The job: the old address hears of the change, once. */
  async sendEmailChangedNotice(
    notice: { oldEmail: string; newEmail: string; firstName: string },
    jobId: string,
  ): Promise<void> {
    await sendMailOnce(this.mail(), jobId, async () =>
      emailChangedNotice(await this.deps.shop.get(), notice),
    );
  }

  private mail() {
    const { db, mailer, config } = this.deps;
    return { db, mailer, publicUrl: config.publicUrl };
  }

  /**
   * Applies the change of a link (once), and queues the notice to the old address with it. Every
   * other link of the account stops working and every session is signed out, except the one
   * confirming (`sessionToken`, when the link is opened signed in to this account): whoever
   * held the old mailbox or a session from before no longer holds the account.
   */
  async confirmEmailChange(token: string, sessionToken?: string): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const now = this.now();
      const change = await repository.consumeEmailChange(hashToken(token), now);
      if (!change) throw invalidData({ token: [EMAIL_LINK_INVALID] });
      const before = await repository.findUserById(change.userId);
      if (!before) throw invalidData({ token: [EMAIL_LINK_INVALID] });
      // The link went to the new address: it is confirmed by being used.
      const updated = await repository.updateAccount(change.userId, {
        email: change.newEmail,
        emailConfirmedAt: now,
      });
      if (!updated.ok) throw invalidData({ email: [taken('email')] });
      const confirming = sessionToken
        ? await repository.findLiveSession(hashToken(sessionToken), now)
        : undefined;
      await repository.credentialsChanged(
        change.userId,
        now,
        confirming?.user.id === change.userId ? confirming.session.id : undefined,
      );
      await this.deps.jobs.enqueue(repository.db, emailChangedNoticeJob, {
        oldEmail: before.email,
        newEmail: change.newEmail,
        firstName: before.firstName,
      });
    });
  }
}
