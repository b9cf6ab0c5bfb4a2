import {
  AddressRequestSchema,
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  centsToDollars,
  WISHLIST_MESSAGES,
  type Address,
  type AddressValues,
  type WishlistItem,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { CartService } from '../cart';
import { AccountRepository, type AddressRow } from './account.repository';

export const ADDRESS_NOT_FOUND = 'Address not found.';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    firstname: row.firstName,
    lastname: row.lastName,
    companyname: row.companyName,
    streetaddress: row.address,
    streetaddressoptional: row.address2,
    city: row.city,
    state_contry: row.state,
    zip: row.postcode,
    country: row.country,
    phone: row.phone,
    is_default: row.isDefault,
  };
}

const notFound = () => new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);

/**
 * The signed-in customer's address book and wish list. An address or product of someone else's
 * is answered as not found. The first address is the default; when the default goes, the oldest
 * remaining one takes its place.
 */
export class AccountService {
  private readonly repository: AccountRepository;
  private readonly cart: CartService;

  constructor(db: Database) {
    this.repository = new AccountRepository(db);
    this.cart = new CartService(db);
  }

  async addresses(userId: number): Promise<Address[]> {
    return (await this.repository.addresses(userId)).map(toAddress);
  }

  async defaultAddress(userId: number): Promise<Address | undefined> {
    const row = await this.repository.defaultAddress(userId);
    return row && toAddress(row);
  }

  addAddress(userId: number, values: AddressValues): Promise<Address> {
    return this.repository.transaction(async (repository) => {
      const existing = await repository.lockAddressCount(userId);
      if (existing >= ADDRESSES_MAX) throw new AppError('INVALID_DATA', ADDRESSES_FULL_MESSAGE);
      return toAddress(await repository.insertAddress(userId, values, existing === 0));
    });
  }

  updateAddress(userId: number, id: number, values: AddressValues): Promise<Address> {
    return this.repository.transaction(async (repository) => {
      if (!(await repository.lockAddress(userId, id))) throw notFound();
      return toAddress(await repository.updateAddress(userId, id, values));
    });
  }

  deleteAddress(userId: number, id: number): Promise<void> {
    return this.repository.transaction(async (repository) => {
      const address = await repository.lockAddress(userId, id);
      if (!address) throw notFound();
      await repository.deleteAddress(userId, id);
      if (!address.isDefault) return;
      const next = await repository.oldestAddressId(userId);
      if (next !== undefined) await repository.setDefault(userId, next);
    });
  }

  makeDefault(userId: number, id: number): Promise<Address> {
    return this.repository.transaction(async (repository) => {
      const address = await repository.lockAddress(userId, id);
      if (!address) throw notFound();
      await repository.setDefault(userId, id);
      return toAddress({ ...address, isDefault: true });
    });
  }

  async wishlist(userId: number): Promise<WishlistItem[]> {
    const rows = await this.repository.wishlist(userId);
    return rows.map((row) => ({
      product_id: row.productId,
      name: row.name,
      slug: row.slug,
      image: row.image,
      price: centsToDollars(row.priceCents),
      stock: row.stock,
      added_at: row.addedAt.toISOString(),
    }));
  }

  async addToWishlist(userId: number, productId: number): Promise<void> {
    if (!(await this.repository.productExists(productId))) {
      throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.productMissing);
    }
    // A product deleted in between: the same answer.
    if (!(await this.repository.addToWishlist(userId, productId))) {
      throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.productMissing);
    }
  }

  async removeFromWishlist(userId: number, productId: number): Promise<void> {
    if (!(await this.repository.removeFromWishlist(userId, productId))) {
      throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notInList);
    }
  }

  /** One into the cart, with the cart's own rules (stock, at most 10), then out of the list. */
  async moveToCart(userId: number, productId: number): Promise<void> {
    if (!(await this.repository.inWishlist(userId, productId))) {
      throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notInList);
    }
    await this.cart.add({ userId }, { product_id: productId, product_qty: 1 });
    await this.repository.removeFromWishlist(userId, productId);
  }
}

/** The address fields of a sign-up, as the registration form spells them. */
export interface RegistrationAddress {
  firstname: string;
  lastname: string;
  companyname?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  address2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  codepostal?: string | undefined;
  country?: string | undefined;
}

/**
 * The address given at sign-up as the new account's first (and so default) address-book entry,
 * written in the sign-up's transaction. Only an address the book accepts becomes one (a country
 * the shop ships to, its state or province, a phone): the published API still takes any country
 * for the profile, and such an address stays there alone.
 */
export async function addRegistrationAddress(
  db: Database,
  userId: number,
  fields: RegistrationAddress,
): Promise<boolean> {
  if (!fields.address) return false;
  const parsed = AddressRequestSchema.safeParse({
    firstname: fields.firstname,
    lastname: fields.lastname,
    companyname: fields.companyname,
    country: fields.country ?? '',
    streetaddress: fields.address,
    streetaddressoptional: fields.address2,
    city: fields.city ?? '',
    state_contry: fields.state ?? '',
    zip: fields.codepostal ?? '',
    phone: fields.phone ?? '',
  });
  if (!parsed.success) return false;
  await new AccountRepository(db).insertAddress(userId, parsed.data, true);
  return true;
}
