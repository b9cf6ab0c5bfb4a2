import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  nextIp,
  OTHER_STRONG_PASSWORD,
  registerCustomer,
  signIn,
  signInStaff,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { until } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { ensureAdmin } from './admin-bootstrap';

const PUBLIC_URL = 'https://shop.example';
const RESET_SUBJECT = 'Reset your Backlit Shop password';
const CONFIRM_SUBJECT = 'Confirm your new Backlit Shop e-mail address';
const NOTICE_SUBJECT = 'Your Backlit Shop e-mail address was changed';
const THIRD_PASSWORD = 'Quiet-Harbor-Fig-2931';

describe('links and sessions after the e-mail or the password changes', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** The text of the one mail with this subject to `address`, once it has arrived. */
  async function mailTo(address: string, subject: string): Promise<string> {
    const find = () =>
      smtp.received
        .filter((mail) => mail.to.includes(address))
        .map((mail) => readMail(mail.raw))
        .filter((mail) => mail.headers.subject === subject);
    await until(() => find().length > 0, 10_000);
    const found = find();
    expect(found).toHaveLength(1);
    return found[0]!.text;
  }

  function tokenOf(text: string, page: 'reset-password' | 'confirm-email'): string {
    const link = text.match(new RegExp(`https://shop\\.example/${page}\\?token=([\\w%-]+)`));
    expect(link, text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  /** A reset link mailed to `email` now, as its owner (or whoever reads that mailbox) asks. */
  async function resetLinkFor(email: string): Promise<string> {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(200);
    return tokenOf(await mailTo(email, RESET_SUBJECT), 'reset-password');
  }

  /** A confirmation link for moving `account` to `newEmail`, as mailed to the new address. */
  async function emailChangeLink(account: SignedIn, newEmail: string): Promise<string> {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: bearer(account.token),
      payload: { email: newEmail, current_password: account.password },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    return tokenOf(await mailTo(newEmail, CONFIRM_SUBJECT), 'confirm-email');
  }

  const confirmEmail = (token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      payload: { token },
      headers,
      remoteAddress: nextIp(),
    });

  const reset = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password },
      remoteAddress: nextIp(),
    });

  const changePassword = (account: SignedIn, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(account.token),
      payload: { current_password: account.password, password },
      remoteAddress: nextIp(),
    });

  async function expectLinkRefused(token: string) {
    const response = await reset(token, THIRD_PASSWORD);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      validation_errors: { token: [expect.stringContaining('invalid or has expired')] },
    });
  }

  const signedIn = async (account: SignedIn) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/checkingAuthenticated',
        headers: bearer(account.token),
      })
    ).statusCode === 200;

  it('after an e-mail change, a reset link mailed to the old address is refused', async () => {
    const customer = await registerCustomer(app);
    const oldLink = await resetLinkFor(customer.email);
    const newEmail = `moved-${customer.email}`;
    expect((await confirmEmail(await emailChangeLink(customer, newEmail))).statusCode).toBe(200);

    await expectLinkRefused(oldLink);
    // The password is still the owner's: nobody with the old mailbox set another.
    await signIn(app, newEmail, STRONG_PASSWORD);
  });

  it('after an e-mail change, signs out every session but the one confirming', async () => {
    const customer = await registerCustomer(app);
    const laptop = await signIn(app, customer.email, STRONG_PASSWORD);
    const phone = await signIn(app, customer.email, STRONG_PASSWORD, true);
    const link = await emailChangeLink(laptop, `laptop-${customer.email}`);

    const confirmed = await confirmEmail(link, bearer(laptop.token));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(customer)).toBe(false);
  });

  it('after an e-mail change confirmed signed out, or signed in as someone else, signs out every session', async () => {
    const customer = await registerCustomer(app);
    const stranger = await registerCustomer(app);
    const link = await emailChangeLink(customer, `elsewhere-${customer.email}`);

    expect((await confirmEmail(link, bearer(stranger.token))).statusCode).toBe(200);
    expect(await signedIn(customer)).toBe(false);
    expect(await signedIn(stranger)).toBe(true);
  });

  it('tells the old address, and how to report a change its owner did not make', async () => {
    const customer = await registerCustomer(app);
    const newEmail = `told-${customer.email}`;
    expect((await confirmEmail(await emailChangeLink(customer, newEmail))).statusCode).toBe(200);

    const notice = await mailTo(customer.email, NOTICE_SUBJECT);
    expect(notice).toContain(`now signs in with ${newEmail}`);
    expect(notice).toContain('Every device signed in to the account was signed out');
    expect(notice).toContain('password reset links sent to this address no longer work');
    expect(notice).toContain(
      `Did not make this change? Someone else may know your password. Reply to this e-mail or call us on ${DEFAULT_SHOP_INFO.phone} at once`,
    );
    // The reply reaches the shop: the notice comes from the shop's own address.
    const raw = smtp.received.find(
      (mail) =>
        mail.to.includes(customer.email) && readMail(mail.raw).headers.subject === NOTICE_SUBJECT,
    );
    expect(readMail(raw!.raw).headers.from).toContain(DEFAULT_SHOP_INFO.email);
  });

  it('after the owner changes the password, an earlier reset link and e-mail change are refused', async () => {
    const customer = await registerCustomer(app);
    const phone = await signIn(app, customer.email, STRONG_PASSWORD);
    const oldLink = await resetLinkFor(customer.email);
    const pendingMove = await emailChangeLink(customer, `pending-${customer.email}`);

    expect((await changePassword(customer, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);

    await expectLinkRefused(oldLink);
    expect((await confirmEmail(pendingMove)).statusCode).toBe(422);
    expect(await signedIn(customer)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    await signIn(app, customer.email, OTHER_STRONG_PASSWORD);
  });

  it('after a reset, an e-mail change asked for before is refused', async () => {
    const customer = await registerCustomer(app);
    const pendingMove = await emailChangeLink(customer, `before-reset-${customer.email}`);
    const link = await resetLinkFor(customer.email);

    expect((await reset(link, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);

    expect((await confirmEmail(pendingMove)).statusCode).toBe(422);
    expect(await signedIn(customer)).toBe(false);
    await signIn(app, customer.email, OTHER_STRONG_PASSWORD);
  });

  it('after the operator sets a staff password at start, an earlier reset link is refused', async () => {
    const staff = await signInStaff(app);
    const oldLink = await resetLinkFor(staff.email);

    const result = await ensureAdmin(app.db, {
      ...app.config,
      admin: { email: staff.email, password: OTHER_STRONG_PASSWORD },
    });
    expect(result).toMatchObject({ action: 'updated' });

    await expectLinkRefused(oldLink);
    expect(await signedIn(staff)).toBe(false);
    await signIn(app, staff.email, OTHER_STRONG_PASSWORD);
  });
});
