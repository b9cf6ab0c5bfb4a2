import {
  AddToCartResponseSchema,
  ApiErrorSchema,
  CartResponseSchema,
  centsToAmount,
  dollarsToCents,
  SaveProductResponseSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AdminProduct,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { bearer, signInStaff, type SignedIn } from './accounts';
import { buildTestApp } from './app';

/** Test helpers of the cart calls, and products made through the back-office's API. */

let counter = 0;

export interface ProductOptions {
  stock?: number;
  /** Dollars, as the product form takes them. */
  price?: string;
  name?: string;
  /** A frame size slug: the product is printed, its order lines need artwork. */
  printSize?: string;
  /** What it fits: a frame family and its role beside a frame. */
  frameFamily?: string;
  fitRole?: string;
}

function productFields(categoryId: number, options: ProductOptions, sku: string) {
  return {
    name: options.name ?? `Snap Frame ${sku}`,
    sku,
    stock: String(options.stock ?? 50),
    category_id: String(categoryId),
    description: 'Aluminium snap frame with LED backlight.',
    originalPrice: options.price ?? '19.99',
    ...(options.printSize ? { print_size: options.printSize } : {}),
    ...(options.frameFamily ? { frame_family: options.frameFamily } : {}),
    ...(options.fitRole ? { fit_role: options.fitRole } : {}),
  };
}

/**
 * The app of a test file that makes its products as it goes: a staff member to make them with,
 * and their category.
 */
export async function shopWithCategory(): Promise<{
  app: App;
  staff: SignedIn;
  categoryId: number;
}> {
  const app = await buildTestApp();
  const staff = await signInStaff(app);
  return { app, staff, categoryId: await createCategory(app, staff) };
}

/** A category for the products of a test file. */
export async function createCategory(app: App, staff: SignedIn): Promise<number> {
  const name = `Cart Category ${++counter}-${Date.now() % 100000}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/store-category',
    headers: bearer(staff.token),
    payload: { name, subCategories: [] },
  });
  expect(created.statusCode, created.body).toBe(200);
  const list = await app.inject({
    method: 'GET',
    url: '/api/view-category',
    headers: bearer(staff.token),
  });
  const categories = (list.json() as { categories: { id: number; name: string }[] }).categories;
  return categories.find((category) => category.name === name)!.id;
}

export async function createProduct(
  app: App,
  staff: SignedIn,
  categoryId: number,
  options: ProductOptions = {},
): Promise<AdminProduct> {
  const sku = `CART-${++counter}-${Date.now() % 100000}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: productFields(categoryId, options, sku),
  });
  expect(response.statusCode, response.body).toBe(200);
  return SaveProductResponseSchema.parse(response.json()).product;
}

/** Restocks (or destocks) a product the way staff would, through the edit form. */
export async function setStock(app: App, staff: SignedIn, product: AdminProduct, stock: number) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/update-product/${product.id}`,
    headers: bearer(staff.token),
    payload: {
      ...productFields(product.category_id, { name: product.name, stock }, product.sku),
      originalPrice: centsToAmount(dollarsToCents(product.originalPrice)),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function deleteProduct(app: App, staff: SignedIn, productId: number) {
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/delete-product/${productId}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

export function addRequest(app: App, account: SignedIn | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/add-to-cart',
    headers: account ? bearer(account.token) : {},
    payload: payload as object,
  });
}

/** Adds and expects the 201; answers the line as it now is. */
export async function add(app: App, account: SignedIn, productId: number, qty: number) {
  const response = await addRequest(app, account, { product_id: productId, product_qty: qty });
  expect(response.statusCode, response.body).toBe(201);
  return AddToCartResponseSchema.parse(response.json()).cart_item;
}

export async function viewCart(app: App, account: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CartResponseSchema.parse(response.json());
}

export function changeRequest(
  app: App,
  account: SignedIn | undefined,
  cartItemId: number | string,
  scope: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/cart-updatequantity/${cartItemId}/${scope}`,
    headers: account ? bearer(account.token) : {},
  });
}

export function removeRequest(
  app: App,
  account: SignedIn | undefined,
  cartItemId: number | string,
) {
  return app.inject({
    method: 'DELETE',
    url: `/api/delete-cartitem/${cartItemId}`,
    headers: account ? bearer(account.token) : {},
  });
}

/** A 4xx with the contract's error shape; answers its `validation_errors` (maybe empty). */
export function expectRefused(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.status).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

let guests = 0;

/**
 * A signed-out shopper's browser: keeps the cookies answers set (and drops those they clear),
 * and echoes the XSRF-TOKEN cookie on writes as the web app does.
 */
export class GuestBrowser {
  readonly cookies: Record<string, string> = {};
  /** An address of its own: guest cart writes are limited per address. */
  readonly ip = `10.200.${(++guests >> 8) & 255}.${guests & 255}`;

  constructor(private readonly app: App) {}

  /** Fetches the XSRF-TOKEN cookie, as the web app does before its first write. */
  async start(): Promise<this> {
    await this.send('GET', '/sanctum/csrf-cookie');
    return this;
  }

  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const response = await this.app.inject({
      method,
      url,
      cookies: this.cookies,
      remoteAddress: this.ip,
      headers: method === 'GET' ? {} : { [XSRF_HEADER]: this.cookies[XSRF_COOKIE] ?? '' },
      ...(payload ? { payload } : {}),
    });
    for (const cookie of response.cookies) {
      const cleared =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    return response;
  }

  async add(productId: number, qty: number) {
    const response = await this.send('POST', '/api/add-to-cart', {
      product_id: productId,
      product_qty: qty,
    });
    expect(response.statusCode, response.body).toBe(201);
    return AddToCartResponseSchema.parse(response.json()).cart_item;
  }

  async cart() {
    const response = await this.send('GET', '/api/cart');
    expect(response.statusCode, response.body).toBe(200);
    return CartResponseSchema.parse(response.json());
  }
}
