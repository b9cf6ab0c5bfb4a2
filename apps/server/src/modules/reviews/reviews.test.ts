import {
  FetchProductsResponseSchema,
  MyReviewsResponseSchema,
  ProductDetailResponseSchema,
  ProductReviewsResponseSchema,
  REVIEW_MESSAGES,
  REVIEW_REQUEST_DELAY_DAYS,
  SaveReviewResponseSchema,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { productReviews } from '../../db/schema';
import { bearer, registerCustomer, type SignedIn } from '../../test/accounts';
import { createCategory, createProduct, expectRefused, shopWithCategory } from '../../test/cart';
import { placeOrderThrough } from '../../test/orders';
import { ReviewsRepository } from './reviews.repository';

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

const REVIEW = {
  rating: 5,
  title: 'Bright and even',
  body: 'The light is even from edge to edge.',
};

async function newProduct(name?: string) {
  return await createProduct(app, staff, categoryId, { stock: 500, ...(name ? { name } : {}) });
}

/** A new customer with an order of the product moved on to `shipped` (or left paid). */
async function buyer(productId: number, shipped = true) {
  const customer = await registerCustomer(app);
  const order = await placeOrderThrough(app, { customer, staff, productId, shipped });
  return { customer, order };
}

function write(account: SignedIn, productId: number, body: object = REVIEW) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: bearer(account.token),
    payload: body,
  });
}

async function written(account: SignedIn, productId: number, body: object = REVIEW) {
  const response = await write(account, productId, body);
  expect(response.statusCode, response.body).toBe(201);
  return SaveReviewResponseSchema.parse(response.json()).review;
}

function staffPost(path: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: bearer(staff.token),
    payload: payload ?? {},
  });
}

async function approve(id: number) {
  const response = await staffPost(`/api/admin/reviews/${id}/approve`);
  expect(response.statusCode, response.body).toBe(200);
}

async function publicReviews(slug: string, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/product/${slug}/reviews${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductReviewsResponseSchema.parse(response.json());
}

async function productRating(slug: string) {
  const response = await app.inject({ method: 'GET', url: `/api/product/${slug}` });
  return ProductDetailResponseSchema.parse(response.json()).product.rating;
}

describe('who may review', () => {
  it('refuses a customer who never bought the product, or whose order has not shipped', async () => {
    const product = await newProduct();
    const stranger = await registerCustomer(app);
    const refused = expectRefused(await write(stranger, product.id), 403);
    expect(refused.message).toBe(REVIEW_MESSAGES.notBought);

    const { customer } = await buyer(product.id, false);
    expect(expectRefused(await write(customer, product.id), 403).message).toBe(
      REVIEW_MESSAGES.notBought,
    );
  });

  it('accepts one review per product once the order shipped, and asks for it by e-mail later', async () => {
    const product = await newProduct();
    const { customer, order } = await buyer(product.id);
    const mine = MyReviewsResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/my-reviews', headers: bearer(customer.token) })
      ).json(),
    );
    expect(mine.reviewable.map((p) => p.product_id)).toEqual([product.id]);

    const review = await written(customer, product.id);
    expect(review.status).toBe('pending');
    expect(review.verified_purchase).toBe(true);
    expect(expectRefused(await write(customer, product.id), 409).message).toBe(
      REVIEW_MESSAGES.alreadyReviewed,
    );

    // The shipping queued the request, due two weeks later.
    const { rows } = await rawQuery(app.db)(
      `select extract(epoch from start_after - created_on)::int as delay from pgboss.job
        where name = 'review-request-mail' and data->>'orderId' = $1`,
      [String(order.id)],
    );
    const delay = (rows as { delay: number }[])[0]?.delay ?? 0;
    expect(delay).toBeGreaterThan(REVIEW_REQUEST_DELAY_DAYS * 86_400 - 60);
  });

  it('answers 422 with field messages for bad input, HTML included', async () => {
    const product = await newProduct();
    const { customer } = await buyer(product.id);
    const response = await write(customer, product.id, {
      rating: 6,
      title: '',
      body: '<script>alert(1)</script> great frame',
    });
    const body = expectRefused(response, 422) as { validation_errors: Record<string, string[]> };
    expect(Object.keys(body.validation_errors).sort()).toEqual(['body', 'rating', 'title']);
    expect(body.validation_errors.body?.[0]).toContain('plain text');
  });
});

describe('moderation and the rating', () => {
  it('keeps the average and count in step with approve, hide, edit and delete', async () => {
    const product = await newProduct();
    const first = await buyer(product.id);
    const second = await buyer(product.id);
    const a = await written(first.customer, product.id, { ...REVIEW, rating: 5 });
    const b = await written(second.customer, product.id, { ...REVIEW, rating: 2 });

    // Waiting reviews are neither public nor counted.
    expect((await publicReviews(product.slug)).reviews).toEqual([]);
    expect(await productRating(product.slug)).toEqual({ average: null, count: 0 });

    await approve(a.id);
    await approve(b.id);
    let listed = await publicReviews(product.slug);
    expect(listed.rating).toEqual({ average: 3.5, count: 2, stars: [0, 1, 0, 0, 1] });
    expect(listed.reviews.map((r) => r.rating)).toEqual([2, 5]);
    expect(
      (await publicReviews(product.slug, '?sort=highest')).reviews.map((r) => r.rating),
    ).toEqual([5, 2]);
    expect(await productRating(product.slug)).toEqual({ average: 3.5, count: 2 });

    // Hidden: gone from the public answer, and from the figures; its author sees why.
    const hidden = await staffPost(`/api/admin/reviews/${b.id}/hide`, { reason: 'Off topic' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    listed = await publicReviews(product.slug);
    expect(listed.reviews.map((r) => r.id)).toEqual([a.id]);
    expect(await productRating(product.slug)).toEqual({ average: 5, count: 1 });
    const mine = MyReviewsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/my-reviews',
          headers: bearer(second.customer.token),
        })
      ).json(),
    );
    expect(mine.reviews[0]).toMatchObject({ status: 'hidden', hidden_reason: 'Off topic' });

    // An edit goes back to the queue (out of the figures) until approved again.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/reviews/${a.id}`,
      headers: bearer(first.customer.token),
      payload: { ...REVIEW, rating: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await productRating(product.slug)).toEqual({ average: null, count: 0 });
    await approve(a.id);
    expect(await productRating(product.slug)).toEqual({ average: 3, count: 1 });

    // Another customer's review is not found; its author may delete it.
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${a.id}`,
      headers: bearer(second.customer.token),
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${a.id}`,
      headers: bearer(first.customer.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await productRating(product.slug)).toEqual({ average: null, count: 0 });
  });

  it('publishes at once when staff say so, and shows the shop reply', async () => {
    const setting = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/reviews',
      headers: bearer(staff.token),
      payload: { publish_at_once: true },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    try {
      const product = await newProduct();
      const { customer } = await buyer(product.id);
      const review = await written(customer, product.id, { ...REVIEW, rating: 4 });
      expect(review.status).toBe('approved');
      const replied = await app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${review.id}/reply`,
        headers: bearer(staff.token),
        payload: { reply: 'Thank you for your order!' },
      });
      expect(replied.statusCode, replied.body).toBe(200);
      const listed = await publicReviews(product.slug);
      expect(listed.reviews[0]?.reply?.body).toBe('Thank you for your order!');
      expect(listed.reviews[0]?.author).toMatch(/^\S+ [A-Z]\.$/);
      expect(await productRating(product.slug)).toEqual({ average: 4, count: 1 });
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/admin/settings/reviews',
        headers: bearer(staff.token),
        payload: { publish_at_once: false },
      });
    }
  });

  it('keeps moderation to staff', async () => {
    const customer = await registerCustomer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/1/approve',
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the rating sort', () => {
  it('ranks by the Bayesian score: many good reviews above a single perfect one, unrated last', async () => {
    const category = await createCategory(app, staff);
    const make = (name: string) => createProduct(app, staff, category, { name, stock: 5 });
    const single = await make('Single Five');
    const many = await make('Many Fours');
    const none = await make('No Reviews');
    // Reviews from distinct customers, written straight in and recounted as the service does.
    const authors = await Promise.all(Array.from({ length: 6 }, () => registerCustomer(app)));
    const ids = await rawQuery(app.db)(`select id from users where email = any($1::text[])`, [
      authors.map((a) => a.email),
    ]);
    const userIds = (ids.rows as { id: number }[]).map((row) => row.id);
    const row = (productId: number, userId: number, rating: number) => ({
      productId,
      userId,
      rating,
      title: 't',
      body: 'a body long enough',
      status: 'approved' as const,
    });
    await app.db
      .insert(productReviews)
      .values([row(single.id, userIds[0]!, 5), ...userIds.slice(1).map((u) => row(many.id, u, 5))]);
    const repository = new ReviewsRepository(app.db);
    await repository.recountRating(single.id);
    await repository.recountRating(many.id);

    const categoryPath = (await app.inject({ method: 'GET', url: '/api/getCategory' })).json() as {
      categories: { id: number; path: string }[];
    };
    const path = categoryPath.categories.find((c) => c.id === category)!.path;
    for (const page of [1, 2, 3]) {
      // One per page, so both directions of the list (read from either end) are used.
      const response = await app.inject({
        method: 'GET',
        url: `/api/fetchProducts/${path}?sort=rating&per_page=1&page=${page}`,
      });
      const names = FetchProductsResponseSchema.parse(response.json()).product_data.products.map(
        (p) => p.name,
      );
      expect(names).toEqual([[many.name, single.name, none.name][page - 1]]);
    }
  });
});
