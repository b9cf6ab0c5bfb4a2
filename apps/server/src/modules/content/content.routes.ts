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
  type PageSlug,
} from '@backlit/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import type { SiteContent } from './content.loader';

/** Content changes only with a deploy; browsers may reuse it briefly and revalidate. */
const CONTENT_CACHE = 'public, max-age=300';

function cached(reply: FastifyReply): void {
  reply.header('cache-control', CONTENT_CACHE);
}

/** The read-only content API: news, blog, FAQ and static pages, from the loaded Markdown. */
export function contentApiRoutes(content: SiteContent): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    const config = { access: 'public' } as const;

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
      async (_request, reply) => {
        cached(reply);
        return {
          status: 200 as const,
          news: content.news.map(
            ({ html: _html, description: _description, ...summary }) => summary,
          ),
        };
      },
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
        const article = content.news.find(
          (candidate) => candidate.slug === key || candidate.route === `/${key}`,
        );
        if (!article) throw new AppError('NOT_FOUND', 'No news article here.');
        cached(reply);
        return { status: 200 as const, article };
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
      async (_request, reply) => {
        cached(reply);
        return {
          status: 200 as const,
          posts: content.blog.map(
            ({ html: _html, description: _description, ...summary }) => summary,
          ),
        };
      },
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
        const post = content.blog.find((candidate) => candidate.slug === request.params.slug);
        if (!post) throw new AppError('NOT_FOUND', 'No blog post here.');
        cached(reply);
        return { status: 200 as const, post };
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
        cached(reply);
        return {
          status: 200 as const,
          faq: topic ? content.faq.filter((entry) => entry.topic === topic) : content.faq,
        };
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
        const page = content.pages.get(request.params.slug as PageSlug);
        if (!page) throw new AppError('NOT_FOUND', 'No page here.');
        cached(reply);
        return { status: 200 as const, page };
      },
    );
  };
}
