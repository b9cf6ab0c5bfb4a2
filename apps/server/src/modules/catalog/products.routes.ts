import {
  EditProductResponseSchema,
  FetchProductsParamsSchema,
  FetchProductsQuerySchema,
  FetchProductsResponseSchema,
  MessageResponseSchema,
  PRODUCT_SAVE_LIMIT,
  ProductDetailResponseSchema,
  ProductIdParamsSchema,
  ProductSlugParamsSchema,
  SaveProductResponseSchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsResponseSchema,
  ViewProductsQuerySchema,
  ViewProductsResponseSchema,
} from '@backlit/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byUser, signedInUser } from '../auth';
import { sendJson, type CatalogCache } from './catalog-cache';
import { readProductForm } from './product-form';
import type { ProductsService } from './products.service';
import { errorResponses } from '../../platform/errors';
import { requestLimit } from '../../platform/limiter';

/**
 * The product form travels as multipart/form-data (or JSON without files), so the body is read
 * and validated by the handler from its parts; this schema only documents it.
 */
const ProductFormBodySchema = z
  .unknown()
  .describe(
    'multipart/form-data: the text fields name, sku, stock, category_id, sub_category_id, ' +
      'description, sellingPrice, originalPrice, print_width_mm, print_height_mm, weight_g, ' +
      'package_length_mm, package_width_mm, package_height_mm; the files ' +
      'image and additional_images[n] (JPEG, PNG or WebP, at most 10 MB and 40 megapixels); on ' +
      'update remove_images[n] naming stored photos. A JSON object with the same text fields ' +
      '(remove_images as an array) is accepted too.',
  );

export interface ProductRoutesOptions {
  products: ProductsService;
  cache: CatalogCache;
}

/** The product calls: the back-office's (staff only) and the shop's (public, cached). */
export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (
  app,
  { products, cache },
) => {
  // Each save may carry photos to resize, the heaviest work the server does.
  // A form with photos waits for its turn before it is read (see ProductImages.inTurn).
  const withPhotos = <T>(request: FastifyRequest, work: () => Promise<T>) =>
    request.isMultipart() ? app.images.inTurn(work) : work();
  const saveLimit = requestLimit(app.limits, {
    name: 'product-save',
    rule: PRODUCT_SAVE_LIMIT,
    key: byUser,
    message: (wait) => `Too many product saves in a short time. Please try again in ${wait}.`,
  });
  app.post(
    '/api/store-product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Creates a product with its photos',
        consumes: ['multipart/form-data', 'application/json'],
        body: ProductFormBodySchema,
        response: {
          200: SaveProductResponseSchema,
          ...errorResponses(401, 403, 413, 422, 429, 503),
        },
      },
      config: { access: 'admin' },
      preHandler: saveLimit,
    },
    async (request) => ({
      status: 200 as const,
      message: 'Product saved successfully.',
      product: await withPhotos(request, async () =>
        products.create(await readProductForm(request), signedInUser(request).user),
      ),
    }),
  );

  app.put(
    '/api/update-product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Updates a product; new photos replace the main one or are appended',
        consumes: ['multipart/form-data', 'application/json'],
        params: ProductIdParamsSchema,
        body: ProductFormBodySchema,
        response: {
          200: SaveProductResponseSchema,
          ...errorResponses(401, 403, 404, 413, 422, 429, 503),
        },
      },
      config: { access: 'admin' },
      preHandler: saveLimit,
    },
    async (request) => ({
      status: 200 as const,
      message: 'Product updated successfully.',
      product: await withPhotos(request, async () =>
        products.update(
          request.params.id,
          await readProductForm(request),
          signedInUser(request).user,
        ),
      ),
    }),
  );

  app.get(
    '/api/view-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products newest first, a page at a time (admin table)',
        querystring: ViewProductsQuerySchema,
        response: { 200: ViewProductsResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, ...(await products.list(request.query)) }),
  );

  app.get(
    '/api/edit-product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product, for the edit form',
        params: ProductIdParamsSchema,
        response: { 200: EditProductResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, product: await products.get(request.params.id) }),
  );

  app.delete(
    '/api/delete-product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Deletes a product and its photos',
        params: ProductIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await products.delete(request.params.id, signedInUser(request).user);
      return { status: 200, message: 'Product deleted successfully.' };
    },
  );

  app.get(
    '/api/fetchProducts/:categoryName',
    {
      schema: {
        tags: ['catalog'],
        summary: "The shop's product list: all or one category, paged, sorted, filtered",
        params: FetchProductsParamsSchema,
        querystring: FetchProductsQuerySchema,
        response: { 200: FetchProductsResponseSchema, ...errorResponses(404, 422) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { categoryName } = request.params;
      const query = request.query;
      const key = JSON.stringify([
        'fetch',
        categoryName.toLowerCase(),
        query.page,
        query.per_page,
        query.sort,
        query.sub?.toLowerCase() ?? null,
        query.q?.toLowerCase().split(/\s+/).join(' ') ?? null,
      ]);
      const body = await cache.get(key, async () => {
        const { value, tags } = await products.fetch(categoryName, query);
        return { value: { status: 200, product_data: value }, tags };
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/search-suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: "The header search's suggestions as one types: products and categories",
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsResponseSchema, ...errorResponses(422) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const q = request.query.q?.toLowerCase().split(/\s+/).join(' ') ?? null;
      const body = await cache.get(JSON.stringify(['suggest', q]), async () => {
        const { value, tags } = await products.suggest(q ?? undefined);
        return { value: { status: 200, ...value }, tags };
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/product/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product for its page, with related products',
        params: ProductSlugParamsSchema,
        response: { 200: ProductDetailResponseSchema, ...errorResponses(404, 422) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const body = await cache.get(JSON.stringify(['product', slug]), async () => {
        const { value, tags } = await products.bySlug(slug);
        return { value: { status: 200, ...value }, tags };
      });
      return sendJson(reply, body);
    },
  );
};
