import { AuditResponseSchema, TeamResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { expectRefused } from '../../test/cart';
import { ALREADY_STAFF, CANNOT_DEMOTE_SELF, NO_SUCH_ACCOUNT, NOT_STAFF } from './team.service';

/** /api/admin/team: who is staff, promoting a customer, demoting a member. */

let app: App;
let admin: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signInStaff(app);
});
afterAll(() => app.close());

const promote = (who: SignedIn, email: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/team',
    headers: bearer(who.token),
    payload: { email },
  });

const demote = (who: SignedIn, userId: number) =>
  app.inject({ method: 'DELETE', url: `/api/admin/team/${userId}`, headers: bearer(who.token) });

const ordersAs = (who: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/orders', headers: bearer(who.token) });

async function team(who = admin) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/team',
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return TeamResponseSchema.parse(response.json()).staff;
}

async function idOf(email: string) {
  return (await team()).find((member) => member.email === email)!.id;
}

async function teamAudit() {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit?area=team',
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AuditResponseSchema.parse(response.json()).entries;
}

describe('team', () => {
  it('promotes a customer by e-mail (any case): they reach staff endpoints at once', async () => {
    const customer = await registerCustomer(app);
    expectRefused(await ordersAs(customer), 403);
    const response = await promote(admin, customer.email.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect((await team()).map((member) => member.email)).toContain(customer.email);
    expect((await ordersAs(customer)).statusCode).toBe(200);
    expect((await teamAudit())[0]).toMatchObject({
      actor_email: admin.email,
      action: 'team.promote',
      summary: `Added ${customer.email} to the team`,
    });
  });

  it('refuses an unknown e-mail (404), a member already on the team (409), a bad e-mail (422)', async () => {
    expect(expectRefused(await promote(admin, 'nobody@example.com'), 404).message).toBe(
      NO_SUCH_ACCOUNT,
    );
    expect(expectRefused(await promote(admin, admin.email), 409).message).toBe(ALREADY_STAFF);
    expectRefused(await promote(admin, 'not-an-email'), 422);
  });

  it('demotes a member: their very next staff call is refused', async () => {
    const customer = await registerCustomer(app);
    await promote(admin, customer.email);
    expect((await ordersAs(customer)).statusCode).toBe(200);
    const response = await demote(admin, await idOf(customer.email));
    expect(response.statusCode, response.body).toBe(200);
    expectRefused(await ordersAs(customer), 403);
    expect((await team()).map((member) => member.email)).not.toContain(customer.email);
    expect((await teamAudit())[0]).toMatchObject({
      action: 'team.demote',
      summary: `Removed ${customer.email} from the team`,
    });
  });

  it('never demotes yourself, nor a customer or an unknown account', async () => {
    const me = await idOf(admin.email);
    expect(expectRefused(await demote(admin, me), 409).message).toBe(CANNOT_DEMOTE_SELF);
    expect((await ordersAs(admin)).statusCode).toBe(200);
    const customer = await registerCustomer(app);
    await promote(admin, customer.email);
    const id = await idOf(customer.email);
    await demote(admin, id);
    expect(expectRefused(await demote(admin, id), 404).message).toBe(NOT_STAFF);
    expectRefused(await demote(admin, 2_000_000_000), 404);
  });

  it('never leaves the shop without staff, even when the last two demote each other at once', async () => {
    // Only two staff members: this app's admin, and a second one.
    const solo = await buildTestApp();
    try {
      const first = await signInStaff(solo);
      const second = await signInStaff(solo);
      const members = TeamResponseSchema.parse(
        (
          await solo.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(first.token) })
        ).json(),
      ).staff;
      expect(members).toHaveLength(2);
      const idOfIn = (who: SignedIn) => members.find((member) => member.email === who.email)!.id;
      const [a, b] = await Promise.all([
        solo.inject({
          method: 'DELETE',
          url: `/api/admin/team/${idOfIn(second)}`,
          headers: bearer(first.token),
        }),
        solo.inject({
          method: 'DELETE',
          url: `/api/admin/team/${idOfIn(first)}`,
          headers: bearer(second.token),
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
      const left = await Promise.all(
        [first, second].map((who) =>
          solo.inject({ method: 'GET', url: '/api/orders', headers: bearer(who.token) }),
        ),
      );
      expect(left.filter((response) => response.statusCode === 200)).toHaveLength(1);
      // The one left cannot demote themselves either.
      const survivor = left[0]!.statusCode === 200 ? first : second;
      expectRefused(
        await solo.inject({
          method: 'DELETE',
          url: `/api/admin/team/${idOfIn(survivor)}`,
          headers: bearer(survivor.token),
        }),
        409,
      );
    } finally {
      await solo.close();
    }
  });

  it('is for staff only', async () => {
    const customer = await registerCustomer(app);
    expectRefused(await promote(customer, customer.email), 403);
    expectRefused(
      await app.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(customer.token) }),
      403,
    );
  });
});
