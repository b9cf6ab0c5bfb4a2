import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_QTY_MAX, maxCartQuantity } from '../cart-rules';
import { AddToCartSchema } from './cart';

describe('maxCartQuantity', () => {
  it('is the smaller of 10 and the stock, never negative', () => {
    expect(maxCartQuantity(3)).toBe(3);
    expect(maxCartQuantity(25)).toBe(CART_QTY_MAX);
    expect(maxCartQuantity(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000 }), (stock) => {
        const max = maxCartQuantity(stock);
        expect(max).toBeGreaterThanOrEqual(0);
        expect(max).toBeLessThanOrEqual(CART_QTY_MAX);
        expect(max).toBeLessThanOrEqual(Math.max(0, stock));
      }),
    );
  });
});

describe('AddToCartSchema', () => {
  it('accepts whole quantities from 1 to 10, as numbers or numeric text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: CART_QTY_MAX }), fc.boolean(), (qty, asText) => {
        const parsed = AddToCartSchema.parse({
          product_id: 7,
          product_qty: asText ? String(qty) : qty,
        });
        expect(parsed.product_qty).toBe(qty);
      }),
    );
  });

  it('refuses anything else with a message on product_qty', () => {
    for (const product_qty of [0, -1, 11, 2.5, 'two', '', null, true]) {
      const result = AddToCartSchema.safeParse({ product_id: 7, product_qty });
      expect(result.success, String(product_qty)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['product_qty']);
    }
  });
});
