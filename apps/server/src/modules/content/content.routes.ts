import {
  BlogListResponseSchema,
  BlogPostResponseSchema,
  FaqQuerySchema,
  FaqResponseSchema,
  NewsArticleResponseSchema,
  NewsKeyParamsSchema,
  NewsListResponseSchema,
  PAGE_SLUGS,
  PageResponseSchema,
  SlugParamsSchema,
} from '@backlit/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_CACHE } from '../../platform/cache-control';
import { AppError, errorResponses } from '../../platform/errors';
import type { ContentService } from './content.service';

/**
 * What every content answer, and so every rendered page, feed and sitemap built on one, depends
 * on: a staff write drops them all, on every instance (through the catalogue cache's change
 * messages, which the rendered pages follow).
 */
export const CONTENT_TAG = 'content';

/**
 * Staff edits must show at once, so browsers revalidate; the server keeps the answers in the
 * shared answer cache (dropped on every write, and kept seconds only, so a scheduled entry
 * appears within seconds of its time).
 */
export function sendContentAnswer(reply: FastifyReply, body: string) {
  return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(body);
}

/** A public answer from the shared answer cache, tagged as content. */
function cachedAnswer(app: FastifyInstance, key: string, load: () => Promise<unknown>) {
  return app.catalogCache.get(`content:${key}`, async () => ({
    value: await load(),
    tags: [CONTENT_TAG],
  }));
}

/** The read-only content API: news, blog, FAQ and static pages, from the database. */
export function contentApiRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    const config = { access: 'public' } as const;
    /** A cached answer, or the 404 of `message` (not kept) when the entry is not public. */
    const one = (key: string, load: () => Promise<object | undefined>, message: string) =>
      cachedAnswer(app, key, async () => {
        const answer = await load();
        if (!answer) throw new AppError('NOT_FOUND', message);
        return answer;
      });

    app.get(
      '/api/content/news',
      {
        schema: {
          tags,
          summary: 'The news archive, newest first',
          response: { 200: NewsListResponseSchema },
        },
        config,
      },
      async (_request, reply) =>
        sendContentAnswer(
          reply,
          await cachedAnswer(app, 'news', async () => ({
            status: 200,
            news: (await content.news()).map(
              ({ html: _html, description: _description, ...summary }) => summary,
            ),
          })),
        ),
    );

    app.get(
      '/api/content/news/:key',
      {
        schema: {
          tags,
          summary: "One news article, by its slug or its page's route name (firstNewsDetails)",
          params: NewsKeyParamsSchema,
          response: { 200: NewsArticleResponseSchema, ...errorResponses(404) },
        },
        config,
      },
      async (request, reply) => {
        const key = request.params.key;
        return sendContentAnswer(
          reply,
          await one(
            `news/${key}`,
            async () => {
              const article = await content.newsArticle(key);
              return article && { status: 200, article };
            },
            'No news article here.',
          ),
        );
      },
    );

    app.get(
      '/api/content/blog',
      {
        schema: {
          tags,
          summary: 'The blog posts, newest first',
          response: { 200: BlogListResponseSchema },
        },
        config,
      },
      async (_request, reply) =>
        sendContentAnswer(
          reply,
          await cachedAnswer(app, 'blog', async () => ({
            status: 200,
            posts: (await content.blog()).map(
              ({ html: _html, description: _description, ...summary }) => summary,
            ),
          })),
        ),
    );

    app.get(
      '/api/content/blog/:slug',
      {
        schema: {
          tags,
          summary: 'One blog post',
          params: SlugParamsSchema,
          response: { 200: BlogPostResponseSchema, ...errorResponses(404) },
        },
        config,
      },
      async (request, reply) => {
        const slug = request.params.slug;
        return sendContentAnswer(
          reply,
          await one(
            `blog/${slug}`,
            async () => {
              const post = await content.blogPost(slug);
              return post && { status: 200, post };
            },
            'No blog post here.',
          ),
        );
      },
    );

    app.get(
      '/api/content/faq',
      {
        schema: {
          tags,
          summary: 'The FAQ, all questions or one topic, in display order',
          querystring: FaqQuerySchema,
          response: { 200: FaqResponseSchema, ...errorResponses(422) },
        },
        config,
      },
      async (request, reply) => {
        const { topic } = request.query;
        return sendContentAnswer(
          reply,
          await cachedAnswer(app, `faq/${topic ?? ''}`, async () => ({
            status: 200,
            faq: await content.faq(topic),
          })),
        );
      },
    );

    app.get(
      '/api/content/pages/:slug',
      {
        schema: {
          tags,
          summary: `A static page (${PAGE_SLUGS.join(', ')})`,
          params: SlugParamsSchema,
          response: { 200: PageResponseSchema, ...errorResponses(404) },
        },
        config,
      },
      async (request, reply) => {
        const slug = request.params.slug;
        return sendContentAnswer(
          reply,
          await one(
            `pages/${slug}`,
            async () => {
              const page = await content.page(slug);
              return page && { status: 200, page };
            },
            'No page here.',
          ),
        );
      },
    );
  };
}
