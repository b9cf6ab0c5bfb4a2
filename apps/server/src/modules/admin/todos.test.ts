import {
  STAFF_TODO_TEXT_MAX,
  StaffTodoResponseSchema,
  StaffTodosResponseSchema,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  browserWrite,
  registerCustomer,
  signInStaff,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { expectRefused } from '../../test/cart';
import { TODO_NOT_FOUND } from './todos.service';

/** Each staff member's own to-do list: /api/admin/todos. */

let app: App;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  alice = await signInStaff(app);
  bob = await signInStaff(app);
});
afterAll(() => app.close());

const add = (who: SignedIn, text: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/todos',
    headers: bearer(who.token),
    payload: { text },
  });

const change = (who: SignedIn, id: number, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/todos/${id}`,
    headers: bearer(who.token),
    payload,
  });

const remove = (who: SignedIn, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/admin/todos/${id}`, headers: bearer(who.token) });

async function listOf(who: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/todos',
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return StaffTodosResponseSchema.parse(response.json()).todos;
}

async function added(who: SignedIn, text: string) {
  const response = await add(who, text);
  expect(response.statusCode, response.body).toBe(201);
  return StaffTodoResponseSchema.parse(response.json()).todo;
}

describe('staff to-dos', () => {
  it('adds, ticks, rewords and deletes, and the list keeps it', async () => {
    const first = await added(alice, '  Call the printer about the 3x3 banner  ');
    const second = await added(alice, 'Restock 8 ft frames');
    expect(first).toMatchObject({ text: 'Call the printer about the 3x3 banner', done: false });
    expect((await listOf(alice)).map((todo) => todo.id)).toEqual([first.id, second.id]);

    const ticked = await change(alice, first.id, { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(StaffTodoResponseSchema.parse(ticked.json()).todo.done).toBe(true);
    await change(alice, second.id, { text: 'Restock 10 ft frames' });
    expect(await listOf(alice)).toMatchObject([
      { id: first.id, done: true },
      { id: second.id, text: 'Restock 10 ft frames', done: false },
    ]);

    expect((await remove(alice, first.id)).statusCode).toBe(200);
    expect((await listOf(alice)).map((todo) => todo.id)).toEqual([second.id]);
  });

  it("never shows, changes or deletes another staff member's items (404)", async () => {
    const mine = await added(alice, 'Private note');
    expect((await listOf(bob)).map((todo) => todo.id)).not.toContain(mine.id);
    expect(expectRefused(await change(bob, mine.id, { done: true }), 404).message).toBe(
      TODO_NOT_FOUND,
    );
    expectRefused(await remove(bob, mine.id), 404);
    expect((await listOf(alice)).find((todo) => todo.id === mine.id)).toMatchObject({
      done: false,
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(STAFF_TODO_TEXT_MAX + 1)],
    ['not text', 42],
  ])('refuses %s text with 422', async (_, text) => {
    const body = expectRefused(await add(alice, text), 422);
    expect(body.validation_errors).toHaveProperty('text');
  });

  it('accepts exactly the longest text', async () => {
    expect((await add(alice, 'y'.repeat(STAFF_TODO_TEXT_MAX))).statusCode).toBe(201);
  });

  it('refuses an empty change and an unknown id', async () => {
    const todo = await added(alice, 'Something');
    expectRefused(await change(alice, todo.id, {}), 422);
    expectRefused(await change(alice, 2_000_000_000, { done: true }), 404);
    expectRefused(await remove(alice, 0), 422);
  });

  it('is for staff only and needs the CSRF token from a browser', async () => {
    const customer = await registerCustomer(app);
    expectRefused(await add(customer, 'Hello'), 403);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/admin/todos',
      cookies: alice.cookies,
      payload: { text: 'Forged' },
    });
    expectRefused(forged, 403);
    const real = await app.inject({
      method: 'POST',
      url: '/api/admin/todos',
      ...browserWrite(alice),
      payload: { text: 'From the browser' },
    });
    expect(real.statusCode, real.body).toBe(201);
  });
});
