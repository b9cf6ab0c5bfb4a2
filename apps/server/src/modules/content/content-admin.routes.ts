import {
  AdminContentEntryResponseSchema,
  AdminContentListResponseSchema,
  CONTENT_IMAGE_TYPES,
  ContentEntryRequestSchema,
  ContentIdParamsSchema,
  ContentImageUploadResponseSchema,
  ContentListQuerySchema,
  ContentPreviewRequestSchema,
  ContentPreviewResponseSchema,
  IMAGE_MAX_BYTES,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidData } from '../../platform/errors';
import { STORAGE_PREFIX } from '../../platform/storage';
import { signedInUser } from '../auth';
import { ImageRejectedError } from '../media';
import { renderMarkdown } from './content.loader';
import { CONTENT_TAG } from './content.routes';
import type { ContentService } from './content.service';

const NO_PICTURE = 'Choose a JPEG, PNG or WebP picture.';

/**
 * The back-office's content editor (staff only; writes carry the CSRF echo like every staff
 * write). Every write drops the content answers, the rendered pages built on them, the feeds and
 * the sitemap, here and on the other instances.
 */
export function contentAdminRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const config = { access: 'admin' } as const;
    const changed = () => app.catalogCache.invalidate([CONTENT_TAG]);

    // A picture arrives as the request body itself; it is checked by its content, not this type.
    app.addContentTypeParser(
      [...CONTENT_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/admin/content',
      {
        schema: {
          tags,
          summary: 'Every content entry (or those of one kind), by kind, the newest first',
          querystring: ContentListQuerySchema,
          response: { 200: AdminContentListResponseSchema, ...errorResponses(401, 403, 422) },
        },
        config,
      },
      async (request) => ({
        status: 200 as const,
        entries: await content.list(request.query.kind),
      }),
    );

    app.get(
      '/api/admin/content/:id',
      {
        schema: {
          tags,
          summary: 'One content entry with its Markdown, for editing',
          params: ContentIdParamsSchema,
          response: { 200: AdminContentEntryResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
        config,
      },
      async (request) => ({ status: 200 as const, entry: await content.byId(request.params.id) }),
    );

    app.post(
      '/api/admin/content',
      {
        schema: {
          tags,
          summary: 'Adds a news item, blog post or FAQ entry (draft, scheduled or published)',
          body: ContentEntryRequestSchema,
          response: {
            200: AdminContentEntryResponseSchema,
            ...errorResponses(401, 403, 409, 422),
          },
        },
        config,
      },
      async (request) => {
        const entry = await content.create(signedInUser(request).user, request.body);
        changed();
        return { status: 200 as const, entry };
      },
    );

    app.put(
      '/api/admin/content/:id',
      {
        schema: {
          tags,
          summary: 'Changes a content entry; the shop shows the change at once',
          params: ContentIdParamsSchema,
          body: ContentEntryRequestSchema,
          response: {
            200: AdminContentEntryResponseSchema,
            ...errorResponses(401, 403, 404, 409, 422),
          },
        },
        config,
      },
      async (request) => {
        const entry = await content.update(
          signedInUser(request).user,
          request.params.id,
          request.body,
        );
        changed();
        return { status: 200 as const, entry };
      },
    );

    app.delete(
      '/api/admin/content/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a news item, blog post or FAQ entry (pages are kept)',
          params: ContentIdParamsSchema,
          response: {
            200: z.object({ status: z.literal(200) }),
            ...errorResponses(401, 403, 404, 409, 422),
          },
        },
        config,
      },
      async (request) => {
        await content.delete(signedInUser(request).user, request.params.id);
        changed();
        return { status: 200 as const };
      },
    );

    app.post(
      '/api/admin/content/preview',
      {
        schema: {
          tags,
          summary: 'Markdown rendered exactly as the shop shows it (raw HTML shown as text)',
          body: ContentPreviewRequestSchema,
          response: { 200: ContentPreviewResponseSchema, ...errorResponses(401, 403, 422) },
        },
        config,
      },
      async (request) => ({ status: 200 as const, html: renderMarkdown(request.body.body) }),
    );

    app.post(
      '/api/admin/content/images',
      {
        schema: {
          tags,
          summary:
            'Uploads a picture for an entry (the body is the JPEG, PNG or WebP file): checked, ' +
            'turned upright, stripped of metadata and resized like product photos',
          consumes: [...CONTENT_IMAGE_TYPES],
          response: {
            200: ContentImageUploadResponseSchema,
            ...errorResponses(401, 403, 413, 415, 422, 503),
          },
        },
        config,
      },
      async (request) => {
        const data = request.body;
        if (!Buffer.isBuffer(data) || data.length === 0) {
          throw invalidData({ image: [NO_PICTURE] });
        }
        try {
          const path = await app.images.inTurn(() => app.images.store(data));
          return { status: 200 as const, src: `${STORAGE_PREFIX}${path}` };
        } catch (error) {
          if (error instanceof ImageRejectedError) throw invalidData({ image: [error.message] });
          throw error;
        }
      },
    );
  };
}
