import {
  CART_MESSAGES,
  CART_QTY_MAX,
  centsToDollars,
  isCartLineAvailable,
  lineTotalCents,
  maxCartQuantity,
  orderTotals,
  type AddToCartSchema,
  type CART_SCOPES,
  type CartLine,
  type CartResponse,
  type PricedLine,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { CartRepository, type CartLineRow } from './cart.repository';

export const CART_ITEM_NOT_FOUND = 'Cart item not found.';
export const PRODUCT_DOES_NOT_EXIST = 'This product does not exist.';
export const OUT_OF_STOCK = 'This product is out of stock.';

export type AddToCart = z.output<typeof AddToCartSchema>;
export type CartScope = (typeof CART_SCOPES)[number];

/**
 * Why a line cannot grow: no stock at all, the stock, or the cart's own limit of 10; with what the
 * cart already holds, so the shopper knows how many more they may add.
 */
export function overLimitMessage(stock: number, inCart: number): string {
  if (stock <= 0) return OUT_OF_STOCK;
  const limit =
    stock < CART_QTY_MAX
      ? `Only ${stock} left in stock.`
      : `You can have at most ${CART_QTY_MAX} of this product in your cart.`;
  return inCart > 0 ? `${limit} You already have ${inCart} in your cart.` : limit;
}

/**
 * The signed-in customer's cart. A line holds 1 to min(10, stock) of a product; prices and
 * totals come from the catalogue at the time of asking, in cents, and are answered in dollars.
 * A line whose product was deleted or sold out stays, marked unavailable and left out of the
 * totals, until the shopper removes it.
 * Stock is checked again at checkout, so a line may hold more than a stock that dropped later.
 */
export class CartService {
  private readonly repository: CartRepository;

  constructor(db: Database) {
    this.repository = new CartRepository(db);
  }

  async view(userId: number): Promise<Omit<CartResponse, 'status'>> {
    const rows = await this.repository.lines(userId);
    const { subtotalCents } = orderTotals(rows.map(pricedCartLine), false);
    return { cart: rows.map(toCartLine), subtotal: centsToDollars(subtotalCents) };
  }

  /** Adds to the product's line (creating it), within min(10, stock); answers the line. */
  async add(userId: number, input: AddToCart): Promise<CartLine> {
    const { product_id: productId, product_qty: qty } = input;
    const line = await this.repository.transaction(async (repository) => {
      const stock = await repository.productStock(productId);
      if (stock === undefined) throw invalidData({ product_id: [PRODUCT_DOES_NOT_EXIST] });
      const max = maxCartQuantity(stock);
      const id = qty <= max ? await repository.addToLine(userId, productId, qty, max) : undefined;
      if (id === undefined) {
        const message = overLimitMessage(stock, await repository.quantityOf(userId, productId));
        throw invalidData({ product_qty: [message] }, message);
      }
      return repository.line(userId, id);
    });
    return toCartLine(line!);
  }

  /**
   * Adds as many of `qty` as fit within min(10, stock) beside what the cart holds (used by
   * 'Order again'): answers how many were added and, when fewer than asked, why.
   */
  async addWhatFits(
    userId: number,
    productId: number,
    qty: number,
  ): Promise<{ added: number; reason?: string }> {
    return this.repository.transaction(async (repository) => {
      const stock = await repository.productStock(productId);
      if (stock === undefined) return { added: 0, reason: PRODUCT_DOES_NOT_EXIST };
      const max = maxCartQuantity(stock);
      const inCart = await repository.quantityOf(userId, productId);
      const take = Math.min(qty, max - inCart);
      const id = take > 0 ? await repository.addToLine(userId, productId, take, max) : undefined;
      if (id === undefined) return { added: 0, reason: overLimitMessage(stock, inCart) };
      return take < qty
        ? { added: take, reason: overLimitMessage(stock, inCart) }
        : { added: take };
    });
  }

  /**
   * One step up or down. Up stays within min(10, stock) and needs the product; down from 1
   * removes the line (answers 0) and works whatever became of the product.
   */
  async changeQuantity(userId: number, id: number, scope: CartScope): Promise<number> {
    return this.repository.transaction(async (repository) => {
      const line = await repository.lockLine(userId, id);
      if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
      if (scope === 'dec') {
        if (line.quantity <= 1) {
          await repository.delete(userId, id);
          return 0;
        }
        await repository.setQuantity(id, line.quantity - 1);
        return line.quantity - 1;
      }
      const stock =
        line.productId === null ? undefined : await repository.productStock(line.productId);
      if (stock === undefined) {
        throw invalidData(
          { product_id: [CART_MESSAGES.productMissing] },
          CART_MESSAGES.productMissing,
        );
      }
      if (line.quantity + 1 > maxCartQuantity(stock)) {
        const message = overLimitMessage(stock, line.quantity);
        throw invalidData({ product_qty: [message] }, message);
      }
      await repository.setQuantity(id, line.quantity + 1);
      return line.quantity + 1;
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repository.delete(userId, id))) {
      throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    }
  }
}

/** A line at the catalogue's price; a line of a deleted or sold-out product costs nothing. */
export function pricedCartLine(row: CartLineRow): PricedLine {
  const unitPriceCents = isCartLineAvailable(row.product) ? row.product!.priceCents : 0;
  return { unitPriceCents, quantity: row.quantity };
}

/** A line as the cart and checkout answer it, priced in dollars. */
export function toCartLine(row: CartLineRow): CartLine {
  const { product } = row;
  return {
    id: row.id,
    product_id: row.productId,
    product_qty: row.quantity,
    product: product && {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image,
      originalPrice: centsToDollars(product.priceCents),
      stock: product.stock,
    },
    available: isCartLineAvailable(product),
    line_total: centsToDollars(lineTotalCents(pricedCartLine(row))),
  };
}
