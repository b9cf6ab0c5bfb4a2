import {
  AllCategoriesResponseSchema,
  CategoryIdParamsSchema,
  CategoryInputSchema,
  EditCategoryResponseSchema,
  MessageResponseSchema,
  PublicCategoriesResponseSchema,
  ViewCategoriesResponseSchema,
} from '@backlit/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { cacheTags, sendJson } from './catalog-cache';
import { CatalogDirectory } from './catalog-directory';
import { CatalogRepository } from './catalog.repository';
import { CategoriesService } from './categories.service';
import { PRODUCT_FORM_LIMITS } from './product-form';
import { ProductSearchRepository } from './product-search.repository';
import { productRoutes } from './products.routes';
import { shareCatalogChanges } from './shared-changes';
import { ProductsService } from './products.service';
import { errorResponses } from '../../platform/errors';

/**
 * The catalogue calls: the back-office's (staff only) and the shop's (public). Multipart is
 * parsed only in this scope (the product form); the shop's answers are cached and every write
 * drops those it affects.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;
  const directory = new CatalogDirectory(new CatalogRepository(app.db));
  // Every answer names categories: a category write drops them all.
  const categories = new CategoriesService(app.db, directory, () => {
    directory.clear();
    cache.clear();
  });
  const productSearch = new ProductSearchRepository(app.db);
  const products = new ProductsService(app.db, app.images, cache, directory, productSearch);
  shareCatalogChanges(cache, directory, app.broadcast);

  // Oversized files are cut off and reported as a 422 on their field, not a 413 for the form.
  await app.register(multipart, { limits: PRODUCT_FORM_LIMITS, throwFileSizeLimit: false });
  await app.register(productRoutes, { products, cache });

  app.post(
    '/api/store-category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Creates a category with its sub-categories',
        body: CategoryInputSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await categories.create(request.body, signedInUser(request).user);
      return { status: 200, message: 'Category saved successfully.' };
    },
  );

  app.get(
    '/api/view-category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every category with its sub-categories (admin table)',
        response: { 200: ViewCategoriesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, categories: await categories.list() }),
  );

  app.get(
    '/api/all-category',
    {
      schema: {
        tags: ['catalog'],
        summary: "Categories and sub-categories for the product form's selects",
        response: { 200: AllCategoriesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({
      status: 200 as const,
      categories: (await categories.list()).map((category) => ({
        id: category.id,
        name: category.name,
        sub_categories: category.sub_categories.map(({ id, nameSubCategory }) => ({
          id,
          nameSubCategory,
        })),
      })),
    }),
  );

  app.get(
    '/api/edit-category/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category with its sub-categories, for the edit form',
        params: CategoryIdParamsSchema,
        response: { 200: EditCategoryResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      category: await categories.get(request.params.id),
    }),
  );

  app.put(
    '/api/update-category/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Updates a category; sub-categories with an id are kept, others added or removed',
        params: CategoryIdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await categories.update(request.params.id, request.body, signedInUser(request).user);
      return { status: 200, message: 'Category updated successfully.' };
    },
  );

  app.delete(
    '/api/delete-category/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Deletes a category without products, with its sub-categories',
        params: CategoryIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      await categories.delete(request.params.id, signedInUser(request).user);
      return { status: 200, message: 'Category deleted successfully.' };
    },
  );

  app.get(
    '/api/getCategory',
    {
      schema: {
        tags: ['catalog'],
        summary: "The shop's categories with product counts and sub-categories",
        response: { 200: PublicCategoriesResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const body = await cache.get('"categories"', async () => ({
        value: { status: 200, categories: await categories.publicList() },
        tags: [cacheTags.categories],
      }));
      return sendJson(reply, body);
    },
  );
};
