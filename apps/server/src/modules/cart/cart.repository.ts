import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import type { PriceRule } from '@backlit/domain';
import { artworkFiles, cartItems, guestCarts, orders, products } from '../../db/schema';
import { TradePricing } from '../companies';

/** Whose cart: a customer's, or a signed-out shopper's guest cart. */
export type CartOwner = { userId: number } | { guestCartId: string };

function ownedBy(owner: CartOwner): SQL {
  return 'userId' in owner
    ? eq(cartItems.userId, owner.userId)
    : eq(cartItems.guestCartId, owner.guestCartId);
}

/** What the cart shows of a product: the catalogue's current name, photo, price and stock. */
export interface CartProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  image: string | null;
  priceCents: number;
  stock: number;
  /** Printed products carry their frame size; their order lines need artwork. */
  printSize: string | null;
  /**
   * A member's trade price: `priceCents` is then what they pay, and this the list price and the
   * rule that gave it; null at the list price.
   */
  trade: { listPriceCents: number; rule: PriceRule } | null;
}

/** The approved file of an earlier order a reordered line is printed from. */
export interface ReorderArtworkRow {
  fileId: number;
  filename: string;
  trackingNo: string;
}

/** A cart line with its product, null once the product has been deleted. */
export interface CartLineRow {
  id: number;
  productId: number | null;
  quantity: number;
  product: CartProductRow | null;
  reorderArtwork: ReorderArtworkRow | null;
}

/** The order a reorder's file came from, joined apart from any other use of `orders`. */
const reorderOrders = alias(orders, 'reorder_orders');

export interface LockedLine {
  id: number;
  productId: number | null;
  quantity: number;
}

/** A line's product as checkout reads it, for the cart and for anything priced like it. */
export const cartProductColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  image: products.image,
  priceCents: products.priceCents,
  stock: products.stock,
  printSize: products.printSize,
};

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  // A left-joined object whose columns are all null comes back as null.
  product: cartProductColumns,
  reorderFileId: artworkFiles.id,
  reorderFilename: artworkFiles.filename,
  reorderTrackingNo: reorderOrders.trackingNo,
};

/**
 * Cart lines matching `where`, oldest first, with their products and reordered artwork: for the
 * cart and for checkout.
 */
export async function cartLinesWhere(db: Database, where: SQL): Promise<CartLineRow[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(artworkFiles, eq(artworkFiles.id, cartItems.reorderFileId))
    .leftJoin(reorderOrders, eq(reorderOrders.id, artworkFiles.orderId))
    .where(where)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ reorderFileId, reorderFilename, reorderTrackingNo, product, ...line }) => ({
    ...line,
    product: product && { ...product, trade: null },
    reorderArtwork:
      reorderFileId !== null && reorderFilename !== null && reorderTrackingNo !== null
        ? { fileId: reorderFileId, filename: reorderFilename, trackingNo: reorderTrackingNo }
        : null,
  }));
}

/**
 * The lines at the prices their owner pays: a customer in a customer group pays its trade price
 * (a line's tier by its quantity); a guest's lines stay at list price without another query.
 * The cart, checkout, the payment and the order all read lines through here.
 */
export async function tradePricedLines(
  db: Database,
  owner: CartOwner,
  rows: CartLineRow[],
): Promise<CartLineRow[]> {
  if (!('userId' in owner)) return rows;
  const priceable = rows.flatMap((row) => (row.product ? [row.product] : []));
  const prices = await new TradePricing(db).unitPrices(
    owner.userId,
    rows.flatMap((row) =>
      row.product
        ? [
            {
              productId: row.product.id,
              quantity: row.quantity,
              listPriceCents: row.product.priceCents,
            },
          ]
        : [],
    ),
  );
  const priceOf = new Map(priceable.map((product, index) => [product, prices[index]!]));
  return rows.map((row) => {
    const price = row.product && priceOf.get(row.product);
    if (!row.product || !price || price.rule === null) return row;
    return {
      ...row,
      product: {
        ...row.product,
        priceCents: price.cents,
        trade: { listPriceCents: price.listCents, rule: price.rule },
      },
    };
  });
}

/** The queries of the cart; every one is scoped to the owner of the lines. */
export class CartRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CartRepository(tx)));
  }

  /** The owner's lines, oldest first, at the prices the owner pays. */
  async lines(owner: CartOwner): Promise<CartLineRow[]> {
    return tradePricedLines(this.db, owner, await cartLinesWhere(this.db, ownedBy(owner)));
  }

  async line(owner: CartOwner, id: number): Promise<CartLineRow | undefined> {
    const rows = await cartLinesWhere(this.db, and(eq(cartItems.id, id), ownedBy(owner))!);
    const [row] = await tradePricedLines(this.db, owner, rows);
    return row;
  }

  /** The owner's line, locked until the transaction ends; undefined when it is not theirs. */
  async lockLine(owner: CartOwner, id: number): Promise<LockedLine | undefined> {
    const [row] = await this.db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(and(eq(cartItems.id, id), ownedBy(owner)))
      .limit(1)
      .for('update');
    return row;
  }

  /**
   * The product's stock, share-locked until the transaction ends so it is neither deleted nor
   * restocked while a line is being sized against it.
   */
  async productStock(productId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1)
      .for('share');
    return row?.stock;
  }

  /** How many of the product the owner's cart holds (0 without a line). */
  async quantityOf(owner: CartOwner, productId: number): Promise<number> {
    const [row] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(ownedBy(owner), eq(cartItems.productId, productId)))
      .limit(1);
    return row?.quantity ?? 0;
  }

  /**
   * Adds `qty` to the owner's line of the product, creating it if needed, in one statement: the
   * unique (owner, product) index makes concurrent adds meet on one row, and the merge happens
   * only while the line stays within `max`. Answers the line's id, or undefined when the merge
   * would have passed `max` (nothing written).
   */
  async addToLine(
    owner: CartOwner,
    productId: number,
    qty: number,
    max: number,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .insert(cartItems)
      .values({ ...owner, productId, quantity: qty })
      .onConflictDoUpdate({
        target: ['userId' in owner ? cartItems.userId : cartItems.guestCartId, cartItems.productId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
      })
      .returning({ id: cartItems.id });
    return row?.id;
  }

  async setQuantity(id: number, qty: number): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ quantity: qty, updatedAt: sql`now()` })
      .where(eq(cartItems.id, id));
  }

  /** Deletes the owner's line; false when they have no such line. */
  async delete(owner: CartOwner, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), ownedBy(owner)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  /** Whether the guest cart exists (a signed cookie may outlive it). */
  async guestCartExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: guestCarts.id })
      .from(guestCarts)
      .where(eq(guestCarts.id, id))
      .limit(1);
    return row !== undefined;
  }

  /** Creates the guest cart; false when it exists already (a concurrent first add made it). */
  async createGuestCart(id: string): Promise<boolean> {
    const rows = await this.db
      .insert(guestCarts)
      .values({ id })
      .onConflictDoNothing()
      .returning({ id: guestCarts.id });
    return rows.length > 0;
  }

  /** Marks the guest cart as used now, so its idle time starts again. */
  async touchGuestCart(id: string): Promise<void> {
    await this.db
      .update(guestCarts)
      .set({ updatedAt: sql`now()` })
      .where(eq(guestCarts.id, id));
  }

  /** Deletes the guest cart with its lines. */
  async deleteGuestCart(id: string): Promise<void> {
    await this.db.delete(guestCarts).where(eq(guestCarts.id, id));
  }

  /**
   * Deletes the guest cart if it has not changed since `before`; answers when it last changed
   * otherwise (undefined when it is gone either way).
   */
  async deleteGuestCartIdleSince(id: string, before: Date): Promise<Date | undefined> {
    const deleted = await this.db
      .delete(guestCarts)
      .where(and(eq(guestCarts.id, id), lt(guestCarts.updatedAt, before)))
      .returning({ id: guestCarts.id });
    if (deleted.length > 0) return undefined;
    const [row] = await this.db
      .select({ updatedAt: guestCarts.updatedAt })
      .from(guestCarts)
      .where(eq(guestCarts.id, id))
      .limit(1);
    return row?.updatedAt;
  }

  /**
   * Sets the approved file a line is printed from (a reorder); null takes it off. The line takes
   * the file whole: a cart holds one line per product.
   */
  async setReorderFile(id: number, fileId: number | null): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ reorderFileId: fileId, updatedAt: sql`now()` })
      .where(eq(cartItems.id, id));
  }
}
