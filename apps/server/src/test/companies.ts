import { CompanyResponseSchema } from '@backlit/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { bearer, registerCustomer, type SignedIn } from './accounts';
import { jobsIdle } from './jobs';
import { readMail } from './mail';
import type { ReceivedMail } from './smtp';

/** The token of the invitation link in a mail's text (the app's PUBLIC_URL being any). */
export function invitationToken(text: string): string {
  const link = text.match(/\/company-invitation\?token=([\w%-]+)/);
  expect(link, text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** A company made by a new customer, who is therefore its admin. */
export async function companyAdmin(
  app: App,
  name: string,
): Promise<{ companyId: number; admin: SignedIn }> {
  const admin = await registerCustomer(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/account/company',
    headers: bearer(admin.token),
    payload: { name },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { companyId: CompanyResponseSchema.parse(created.json()).company!.id, admin };
}

/**
 * A company made by a new customer (its admin), with `buyers` more customers who joined it as
 * buyers through the invitation mail, as people do.
 */
export async function companyWithBuyers(
  app: App,
  smtp: { received: ReceivedMail[] },
  name: string,
  buyers = 1,
): Promise<{ companyId: number; admin: SignedIn; buyers: SignedIn[] }> {
  const call = (account: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(account.token), payload });
  const { companyId, admin } = await companyAdmin(app, name);
  const joined: SignedIn[] = [];
  for (let i = 0; i < buyers; i++) {
    const buyer = await registerCustomer(app);
    const invited = await call(admin, '/api/account/company/invitations', {
      email: buyer.email,
      role: 'buyer',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await jobsIdle(app);
    const mail = smtp.received.filter((sent) => sent.to.includes(buyer.email.toLowerCase())).at(-1);
    expect(mail, `no invitation mail to ${buyer.email}`).toBeDefined();
    const token = invitationToken(readMail(mail!.raw).text);
    const accepted = await call(buyer, '/api/account/company/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    joined.push(buyer);
  }
  return { companyId, admin, buyers: joined };
}
