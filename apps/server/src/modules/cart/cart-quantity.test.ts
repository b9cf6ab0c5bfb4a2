import { UpdateCartQuantityResponseSchema } from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerCustomer, type SignedIn } from '../../test/accounts';
import {
  add,
  changeRequest,
  createProduct,
  expectRefused,
  setStock,
  viewCart,
  shopWithCategory,
} from '../../test/cart';

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

const product = (stock = 50) => createProduct(app, staff, categoryId, { stock });

function changed(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return UpdateCartQuantityResponseSchema.parse(response.json());
}

async function quantityOf(customer: SignedIn, lineId: number) {
  return (await viewCart(app, customer)).cart.find((line) => line.id === lineId)?.product_qty;
}

describe('PUT /api/cart-updatequantity/:cartItemId/:scope', () => {
  it('raises and lowers a line by one', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product()).id, 2);
    expect(changed(await changeRequest(app, customer, line.id, 'inc'))).toEqual({
      status: 200,
      message: 'Quantity updated.',
      product_qty: 3,
    });
    expect(await quantityOf(customer, line.id)).toBe(3);
    expect(changed(await changeRequest(app, customer, line.id, 'dec')).product_qty).toBe(2);
    expect(await quantityOf(customer, line.id)).toBe(2);
  });

  it('stops at 10 with a message', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product(100)).id, 9);
    expect(changed(await changeRequest(app, customer, line.id, 'inc')).product_qty).toBe(10);
    const body = expectRefused(await changeRequest(app, customer, line.id, 'inc'), 422);
    expect(body.message).toBe(
      'You can have at most 10 of this product in your cart. You already have 10 in your cart.',
    );
    expect(body.validation_errors).toEqual({ product_qty: [body.message] });
    expect(await quantityOf(customer, line.id)).toBe(10);
  });

  it('stops at the stock with a message', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product(2)).id, 2);
    const body = expectRefused(await changeRequest(app, customer, line.id, 'inc'), 422);
    expect(body.message).toBe('Only 2 left in stock. You already have 2 in your cart.');
    expect(await quantityOf(customer, line.id)).toBe(2);
  });

  it('after the stock dropped: refuses to raise, lets the customer lower', async () => {
    const customer = await registerCustomer(app);
    const frame = await product(10);
    const line = await add(app, customer, frame.id, 5);
    await setStock(app, staff, frame, 0);
    const body = expectRefused(await changeRequest(app, customer, line.id, 'inc'), 422);
    expect(body.message).toBe('This product is out of stock.');
    expect(changed(await changeRequest(app, customer, line.id, 'dec')).product_qty).toBe(4);
  });

  it('lowering from 1 removes the line and answers 0', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product()).id, 1);
    expect(changed(await changeRequest(app, customer, line.id, 'dec'))).toEqual({
      status: 200,
      message: 'Cart item removed.',
      product_qty: 0,
    });
    expect((await viewCart(app, customer)).cart).toEqual([]);
    expect(expectRefused(await changeRequest(app, customer, line.id, 'dec'), 404).message).toBe(
      'Cart item not found.',
    );
  });

  it('answers 404 for a line that does not exist', async () => {
    const customer = await registerCustomer(app);
    for (const id of ['999999', '2147483647']) {
      expect(expectRefused(await changeRequest(app, customer, id, 'inc'), 404).message, id).toBe(
        'Cart item not found.',
      );
    }
  });

  it.each([
    ['abc', 'inc', 'cartItemId'],
    ['0', 'inc', 'cartItemId'],
    ['-1', 'dec', 'cartItemId'],
    ['1.5', 'inc', 'cartItemId'],
    ['1', 'up', 'scope'],
    ['1', 'INC', 'scope'],
    ['1', '2', 'scope'],
    ['1', '', 'scope'],
    ['2147483648', 'inc', 'cartItemId'],
    ['99999999999999999999', 'inc', 'cartItemId'],
  ])('refuses id %s and scope %s with 422 on %s', async (id, scope, field) => {
    const customer = await registerCustomer(app);
    const body = expectRefused(await changeRequest(app, customer, id, scope), 422);
    expect(Object.keys(body.validation_errors ?? {})).toEqual([field]);
  });

  it('never passes the bound under concurrent raises', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product(100)).id, 7);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => changeRequest(app, customer, line.id, 'inc')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await quantityOf(customer, line.id)).toBe(10);
  });

  it('removes the line once under concurrent lowers', async () => {
    const customer = await registerCustomer(app);
    const line = await add(app, customer, (await product()).id, 2);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => changeRequest(app, customer, line.id, 'dec')),
    );
    const answers = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => UpdateCartQuantityResponseSchema.parse(response.json()).product_qty)
      .sort();
    expect(answers).toEqual([0, 1]);
    expect(responses.filter((response) => response.statusCode === 404)).toHaveLength(2);
    expect((await viewCart(app, customer)).cart).toEqual([]);
  });
});
