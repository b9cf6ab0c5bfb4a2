import type { AddressValues, FitRole, FrameFamily } from '@backlit/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { addresses, orderLines, orders, products, wishlistItems } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;

function addressColumns(values: AddressValues) {
  return {
    label: values.label ?? null,
    firstName: values.firstname,
    lastName: values.lastname,
    companyName: values.companyname ?? null,
    address: values.streetaddress,
    address2: values.streetaddressoptional ?? null,
    city: values.city,
    state: values.state_contry,
    postcode: values.zip,
    country: values.country,
    phone: values.phone,
  };
}

/** The advisory-lock namespace of a customer's address book (any number unique to this use). */
const ADDRESS_BOOK_LOCK = 7_001;

const mine = (userId: number, id: number) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id));

/** A frame the customer received, as "my frames" lists it. */
export interface DeliveredFrameRow {
  productId: number;
  name: string;
  slug: string;
  image: string | null;
  frameFamily: FrameFamily;
  printSize: string;
  quantity: number;
  lastOrderId: number;
  lastTrackingNo: string;
}

/** A product staff marked as fitting a family of frames (a banner, spare part or accessory). */
export interface FittingProductRow {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number;
  stock: number;
  frameFamily: FrameFamily | null;
  fitRole: FitRole | null;
  printSize: string | null;
}

/** Every query of the account module: the address book, the wish list and "my frames". */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: AccountRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AccountRepository(tx)));
  }

  /** The default first, then oldest first. */
  addresses(userId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
  }

  async defaultAddress(userId: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    return row;
  }

  /** The customer's address, locked for the rest of the transaction. */
  async lockAddress(userId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db.select().from(addresses).where(mine(userId, id)).for('update');
    return row;
  }

  /**
   * How many addresses the customer has, holding the book's lock till the transaction ends: two
   * adds at once (even the first two, when there are no rows to lock) cannot both pass the cap or
   * both become the default.
   */
  async lockAddressCount(userId: number): Promise<number> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`);
    const rows = await this.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .for('update');
    return rows.length;
  }

  async insertAddress(
    userId: number,
    values: AddressValues,
    isDefault: boolean,
  ): Promise<AddressRow> {
    const [row] = await this.db
      .insert(addresses)
      .values({ userId, ...addressColumns(values), isDefault })
      .returning();
    return row!;
  }

  async updateAddress(userId: number, id: number, values: AddressValues): Promise<AddressRow> {
    const [row] = await this.db
      .update(addresses)
      .set(addressColumns(values))
      .where(mine(userId, id))
      .returning();
    return row!;
  }

  async deleteAddress(userId: number, id: number): Promise<void> {
    await this.db.delete(addresses).where(mine(userId, id));
  }

  /** Makes `id` the only default (the old one is cleared first, for the unique index). */
  async setDefault(userId: number, id: number): Promise<void> {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)),
      );
    await this.db.update(addresses).set({ isDefault: true }).where(mine(userId, id));
  }

  /** The oldest remaining address, the one promoted when the default goes. */
  async oldestAddressId(userId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1);
    return row?.id;
  }

  wishlist(userId: number) {
    return this.db
      .select({
        productId: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        priceCents: products.priceCents,
        stock: products.stock,
        addedAt: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  }

  async productExists(productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.id, productId));
    return (row?.n ?? 0) > 0;
  }

  /** Adds the product (adding it again changes nothing); false when the product is gone. */
  async addToWishlist(userId: number, productId: number): Promise<boolean> {
    try {
      await this.db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      return true;
    } catch (error) {
      if (constraintViolation(error)?.kind === 'foreign-key') return false;
      throw error;
    }
  }

  /** False when the product was not in the list. */
  async removeFromWishlist(userId: number, productId: number): Promise<boolean> {
    const rows = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .returning({ id: wishlistItems.id });
    return rows.length > 0;
  }

  async inWishlist(userId: number, productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return (row?.n ?? 0) > 0;
  }

  /**
   * The frames among the products of the customer's delivered orders (as the catalogue
   * describes them now: a frame with its family and print size), the latest bought first.
   */
  async deliveredFrames(userId: number): Promise<DeliveredFrameRow[]> {
    const rows = await this.db
      .select({
        productId: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        frameFamily: products.frameFamily,
        printSize: products.printSize,
        quantity: sql<number>`sum(${orderLines.quantity})::int`,
        lastOrderId: sql<number>`max(${orders.id})::int`,
        lastTrackingNo: sql<string>`(array_agg(${orders.trackingNo} order by ${orders.id} desc))[1]`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'delivered'),
          eq(products.fitRole, 'frame'),
          isNotNull(products.frameFamily),
          isNotNull(products.printSize),
        ),
      )
      .groupBy(products.id)
      .orderBy(desc(sql`max(${orders.id})`), asc(products.id));
    return rows.map((row) => ({
      ...row,
      frameFamily: row.frameFamily!,
      printSize: row.printSize!,
    }));
  }

  /** Banners, spare parts and accessories staff marked for these families, cheapest first. */
  fittingProducts(families: FrameFamily[]): Promise<FittingProductRow[]> {
    if (families.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        priceCents: products.priceCents,
        stock: products.stock,
        frameFamily: products.frameFamily,
        fitRole: products.fitRole,
        printSize: products.printSize,
      })
      .from(products)
      .where(
        and(
          inArray(products.frameFamily, families),
          inArray(products.fitRole, ['banner', 'spare_part', 'accessory']),
        ),
      )
      .orderBy(asc(products.priceCents), asc(products.id));
  }
}
