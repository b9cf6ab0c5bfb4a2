import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products } from '../../db/schema';

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
}

/** A cart line with its product, null once the product has been deleted. */
export interface CartLineRow {
  id: number;
  productId: number | null;
  quantity: number;
  product: CartProductRow | null;
}

export interface LockedLine {
  id: number;
  productId: number | null;
  quantity: number;
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  // A left-joined object whose columns are all null comes back as null.
  product: {
    id: products.id,
    name: products.name,
    slug: products.slug,
    sku: products.sku,
    image: products.image,
    priceCents: products.priceCents,
    stock: products.stock,
    printSize: products.printSize,
  },
};

/** The queries of the cart; every one is scoped to the user who owns the lines. */
export class CartRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CartRepository(tx)));
  }

  /** The user's lines, oldest first. */
  lines(userId: number): Promise<CartLineRow[]> {
    return this.selectLines()
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  async line(userId: number, id: number): Promise<CartLineRow | undefined> {
    const [row] = await this.selectLines()
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .limit(1);
    return row;
  }

  /** The user's line, locked until the transaction ends; undefined when it is not theirs. */
  async lockLine(userId: number, id: number): Promise<LockedLine | undefined> {
    const [row] = await this.db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
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

  /** How many of the product the user's cart holds (0 without a line). */
  async quantityOf(userId: number, productId: number): Promise<number> {
    const [row] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1);
    return row?.quantity ?? 0;
  }

  /**
   * Adds `qty` to the user's line of the product, creating it if needed, in one statement: the
   * unique (user, product) index makes concurrent adds meet on one row, and the merge happens
   * only while the line stays within `max`. Answers the line's id, or undefined when the merge
   * would have passed `max` (nothing written).
   */
  async addToLine(
    userId: number,
    productId: number,
    qty: number,
    max: number,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .insert(cartItems)
      .values({ userId, productId, quantity: qty })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
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

  /** Deletes the user's line; false when they have no such line. */
  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  private selectLines() {
    return this.db
      .select(lineColumns)
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .$dynamic();
  }
}
