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
  type CappedCartLine,
  type CartLine,
  type CartMerge,
  type CartResponse,
  type PricedLine,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { CartRepository, type CartLineRow, type CartOwner } from './cart.repository';

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
 * A shopper's cart: a customer's, or a signed-out shopper's guest cart, under the same rules. A line holds 1 to min(10, stock) of a product; prices and
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

  /** The lines with their products as stored, for what plans a cart (printed or not). */
  rows(owner: CartOwner): Promise<CartLineRow[]> {
    return this.repository.lines(owner);
  }

  async view(owner: CartOwner): Promise<Omit<CartResponse, 'status'>> {
    const rows = await this.repository.lines(owner);
    const { subtotalCents } = orderTotals(rows.map(pricedCartLine), false);
    return { cart: rows.map(toCartLine), subtotal: centsToDollars(subtotalCents) };
  }

  /** Adds to the product's line (creating it), within min(10, stock); answers the line. */
  async add(owner: CartOwner, input: AddToCart): Promise<CartLine> {
    return this.repository.transaction((repository) => addLine(repository, owner, input));
  }

  /**
   * Adds to a guest cart, creating it first when `guestCartId` names none yet (a fresh id from
   * the caller), in one transaction with the job that purges it once left alone long enough.
   */
  async addToGuestCart(
    guestCartId: string,
    input: AddToCart,
    onCreate: (db: Database) => Promise<void>,
  ): Promise<CartLine> {
    return this.repository.transaction(async (repository) => {
      if (await repository.createGuestCart(guestCartId)) await onCreate(repository.db);
      else await repository.touchGuestCart(guestCartId);
      return addLine(repository, { guestCartId }, input);
    });
  }

  guestCartExists(id: string): Promise<boolean> {
    return this.repository.guestCartExists(id);
  }

  /** A change to a guest cart's lines restarts its idle time. */
  touchGuestCart(id: string): Promise<void> {
    return this.repository.touchGuestCart(id);
  }

  /**
   * Moves a guest cart into the customer's: each line is added to theirs as far as min(10, stock)
   * allows, what did not fit is answered, and the guest cart is deleted, all in one transaction.
   */
  async mergeGuestCart(guestCartId: string, userId: number): Promise<CartMerge> {
    return this.repository.transaction(async (repository) => {
      const guest = await repository.lines({ guestCartId });
      const capped: CappedCartLine[] = [];
      for (const line of guest) {
        if (line.productId === null || !line.product) continue;
        const stock = (await repository.productStock(line.productId)) ?? 0;
        const max = maxCartQuantity(stock);
        const inCart = await repository.quantityOf({ userId }, line.productId);
        const wanted = inCart + line.quantity;
        const take = Math.min(line.quantity, max - inCart);
        if (take > 0) await repository.addToLine({ userId }, line.productId, take, max);
        if (take < line.quantity) {
          capped.push({
            product_id: line.productId,
            name: line.product.name,
            wanted,
            product_qty: inCart + Math.max(0, take),
            message: overLimitMessage(stock, 0),
          });
        }
      }
      await repository.deleteGuestCart(guestCartId);
      return { lines: guest.length, capped };
    });
  }

  /**
   * Deletes the guest cart when it has not changed for `idleDays`; otherwise answers when it will
   * have been idle that long (undefined once it is gone).
   */
  async purgeIdleGuestCart(id: string, idleDays: number): Promise<Date | undefined> {
    const idleMs = idleDays * 24 * 3600 * 1000;
    const changedAt = await this.repository.deleteGuestCartIdleSince(
      id,
      new Date(Date.now() - idleMs),
    );
    return changedAt && new Date(changedAt.getTime() + idleMs);
  }

  /**
   * Adds as many of `qty` as fit within min(10, stock) beside what the cart holds (used by
   * 'Order again'): answers how many were added and, when fewer than asked, why.
   */
  async addWhatFits(
    owner: CartOwner,
    productId: number,
    qty: number,
  ): Promise<{ added: number; reason?: string }> {
    return this.repository.transaction(async (repository) => {
      const stock = await repository.productStock(productId);
      if (stock === undefined) return { added: 0, reason: PRODUCT_DOES_NOT_EXIST };
      const max = maxCartQuantity(stock);
      const inCart = await repository.quantityOf(owner, productId);
      const take = Math.min(qty, max - inCart);
      const id = take > 0 ? await repository.addToLine(owner, productId, take, max) : undefined;
      if (id === undefined) return { added: 0, reason: overLimitMessage(stock, inCart) };
      return take < qty
        ? { added: take, reason: overLimitMessage(stock, inCart) }
        : { added: take };
    });
  }
  /**
   * A reorder: adds as many of `qty` as fit (at least one, else a 422 saying why) and, with a
   * `fileId`, has the line printed from that approved file. Answers the line.
   */
  async addReorder(
    owner: CartOwner,
    productId: number,
    qty: number,
    fileId: number | null,
  ): Promise<CartLine> {
    return this.repository.transaction(async (repository) => {
      const stock = await repository.productStock(productId);
      if (stock === undefined) throw invalidData({ product_id: [PRODUCT_DOES_NOT_EXIST] });
      const max = maxCartQuantity(stock);
      const inCart = await repository.quantityOf(owner, productId);
      const take = Math.min(qty, max - inCart);
      const id = take > 0 ? await repository.addToLine(owner, productId, take, max) : undefined;
      if (id === undefined) {
        const message = overLimitMessage(stock, inCart);
        throw invalidData({ product_qty: [message] }, message);
      }
      if (fileId !== null) await repository.setReorderFile(id, fileId);
      return toCartLine((await repository.line(owner, id))!);
    });
  }

  /**
   * One step up or down. Up stays within min(10, stock) and needs the product; down from 1
   * removes the line (answers 0) and works whatever became of the product.
   */
  async changeQuantity(owner: CartOwner, id: number, scope: CartScope): Promise<number> {
    return this.repository.transaction(async (repository) => {
      const line = await repository.lockLine(owner, id);
      if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
      if (scope === 'dec') {
        if (line.quantity <= 1) {
          await repository.delete(owner, id);
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

  async remove(owner: CartOwner, id: number): Promise<void> {
    if (!(await this.repository.delete(owner, id))) {
      throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    }
  }
}

/** Adds to the product's line (creating it), within min(10, stock); answers the line. */
async function addLine(
  repository: CartRepository,
  owner: CartOwner,
  input: AddToCart,
): Promise<CartLine> {
  const { product_id: productId, product_qty: qty } = input;
  const stock = await repository.productStock(productId);
  if (stock === undefined) throw invalidData({ product_id: [PRODUCT_DOES_NOT_EXIST] });
  const max = maxCartQuantity(stock);
  const id = qty <= max ? await repository.addToLine(owner, productId, qty, max) : undefined;
  if (id === undefined) {
    const message = overLimitMessage(stock, await repository.quantityOf(owner, productId));
    throw invalidData({ product_qty: [message] }, message);
  }
  return toCartLine((await repository.line(owner, id))!);
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
      trade: product.trade && {
        list_price: centsToDollars(product.trade.listPriceCents),
        rule: product.trade.rule,
      },
    },
    available: isCartLineAvailable(product),
    line_total: centsToDollars(lineTotalCents(pricedCartLine(row))),
    reorder_artwork: row.reorderArtwork && {
      file_id: row.reorderArtwork.fileId,
      filename: row.reorderArtwork.filename,
      tracking_no: row.reorderArtwork.trackingNo,
    },
  };
}
