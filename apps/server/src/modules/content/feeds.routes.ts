import {
  BLOG_FEED_ROUTE,
  BLOG_ROUTE,
  NEWS_ARCHIVE_ROUTE,
  NEWS_FEED_ROUTE,
  type BlogPost,
  type NewsArticle,
} from '@backlit/domain';
import { Feed } from 'feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_CACHE } from '../../platform/cache-control';
import { CONTENT_TAG } from './content.routes';
import type { ContentService } from './content.service';

/** How many of the newest entries a feed carries; readers keep what they have seen. */
export const FEED_ENTRIES = 20;

interface FeedSource {
  title: string;
  description: string;
  /** The list page the feed follows, and the feed's own address. */
  page: string;
  self: string;
  entries: (NewsArticle | BlogPost)[];
}

/** An Atom 1.0 document of `source`, with absolute links under `publicUrl`. */
export function atomFeed(publicUrl: string, shopName: string, source: FeedSource): string {
  const newest = source.entries[0];
  const feed = new Feed({
    id: publicUrl + source.page,
    title: `${shopName} — ${source.title}`,
    description: source.description,
    link: publicUrl + source.page,
    language: 'en',
    // A feed without entries still needs a date; the epoch says "nothing yet".
    updated: newest ? new Date(`${newest.date}T00:00:00Z`) : new Date(0),
    feedLinks: { atom: publicUrl + source.self },
    copyright: `© ${shopName}`,
    generator: false,
  });
  for (const entry of source.entries.slice(0, FEED_ENTRIES)) {
    feed.addItem({
      id: publicUrl + entry.route,
      link: publicUrl + entry.route,
      title: entry.title,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: entry.excerpt,
      // The shop's own rendered Markdown (raw HTML already shown as text); the library escapes it.
      content: entry.html,
      ...('author' in entry ? { author: [{ name: entry.author }] } : {}),
      ...(entry.image ? { image: publicUrl + entry.image.src } : {}),
    });
  }
  return feed.atom1();
}

/** GET /news/feed.xml and GET /blog-press/feed.xml: the newest entries as Atom feeds. */
export function feedRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const serve = (path: string, summary: string, build: () => Promise<FeedSource>) =>
      app.get(
        path,
        { schema: { tags: ['content'], summary }, config: { access: 'public' } },
        async (_request, reply) => {
          const xml = await app.catalogCache.get(`content:feed:${path}`, async () => ({
            value: atomFeed(app.config.publicUrl, (await app.shop.get()).name, await build()),
            tags: [CONTENT_TAG],
          }));
          return reply
            .type('application/atom+xml; charset=utf-8')
            .header('cache-control', NO_CACHE)
            .send(JSON.parse(xml) as string);
        },
      );

    serve(NEWS_FEED_ROUTE, 'The news as an Atom feed, newest first', async () => ({
      title: 'News',
      description: 'News about backlit frames, fabrics and the shop.',
      page: NEWS_ARCHIVE_ROUTE,
      self: NEWS_FEED_ROUTE,
      entries: await content.news(),
    }));
    serve(BLOG_FEED_ROUTE, 'The blog as an Atom feed, newest first', async () => ({
      title: 'Blog',
      description: 'Guides and stories about trade-show displays.',
      page: BLOG_ROUTE,
      self: BLOG_FEED_ROUTE,
      entries: await content.blog(),
    }));
  };
}
