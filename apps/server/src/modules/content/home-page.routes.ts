import {
  AdminHomePageResponseSchema,
  HomePageRequestSchema,
  HomePageResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { signedInUser } from '../auth';
import { cacheTags } from '../catalog';
import { CONTENT_TAG, sendContentAnswer } from './content.routes';
import type { HomePageService } from './home-page.service';

/**
 * The home page's hero and featured products: the public read the home page and its server
 * rendering use, and the back-office's editor of it (staff only). The public answer is kept in
 * the shared answer cache under the content tag and the featured products' own tags, so a save,
 * or a change to a featured product (its price, its deletion), drops it and the rendered home
 * page at once.
 */
export function homePageRoutes(home: HomePageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/content/home',
      {
        schema: {
          tags: ['content'],
          summary: "The home page's hero and the products it features (none: its best sellers)",
          response: { 200: HomePageResponseSchema },
        },
        config: { access: 'public' },
      },
      async (_request, reply) => {
        const body = await app.catalogCache.get('content:home', async () => {
          const { home: page, productIds } = await home.page();
          return {
            value: { status: 200, home: page },
            tags: [CONTENT_TAG, ...productIds.map(cacheTags.product)],
          };
        });
        return sendContentAnswer(reply, body);
      },
    );

    const admin = { tags: ['admin'], config: { access: 'admin' } as const };

    app.get(
      '/api/admin/content/home',
      {
        schema: {
          tags: admin.tags,
          summary: "The home page's hero and featured products, for editing",
          response: { 200: AdminHomePageResponseSchema, ...errorResponses(401, 403) },
        },
        config: admin.config,
      },
      async () => ({ status: 200 as const, home: await home.forEditor() }),
    );

    app.put(
      '/api/admin/content/home',
      {
        schema: {
          tags: admin.tags,
          summary: "Changes the home page's hero and featured products; the shop shows it at once",
          body: HomePageRequestSchema,
          response: { 200: AdminHomePageResponseSchema, ...errorResponses(401, 403, 422) },
        },
        config: admin.config,
      },
      async (request) => {
        const saved = await home.save(signedInUser(request).user, request.body);
        app.catalogCache.invalidate([CONTENT_TAG]);
        return { status: 200 as const, home: saved };
      },
    );
  };
}
