import { z } from 'zod';
import {
  FAQ_TOPIC_IDS,
  NEWS_ARCHIVE_ROUTE,
  NEWS_DETAIL_ROUTES,
  PAGE_SLUGS,
  type PageSlug,
} from '../content-routes';
import type { FrameSize } from '../frame-sizes';
import { EmailSchema } from './auth';
import { OptionalPhoneSchema, optionalText, requiredText } from './fields';

/**
 * Storefront content (news, blog, FAQ, legal pages), contact form, print templates and SEO.
 * Content lives in the database (seeded from the Markdown files in the repository's `content/`
 * folder) and is edited in the back-office; the server renders its Markdown to HTML. All of these
 * calls are public.
 */

// ---------------------------------------------------------------- shared pieces

/** A content file's id: lowercase words joined by hyphens, e.g. 'fabric-guide-2022'. */
export const ContentSlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug must be lowercase words joined by hyphens.');

/** A calendar date as ISO 'YYYY-MM-DD'. */
export const IsoDateSchema = z.iso.date();

/** An illustration made by the shop and served by us (path under the site, never hot-linked). */
export const ContentImageSchema = z.object({
  src: z.string().startsWith('/'),
  alt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

// ---------------------------------------------------------------- news

export const NewsSummarySchema = z.object({
  slug: ContentSlugSchema,
  /**
   * The article's page in the web app: one of NEWS_DETAIL_ROUTES for the first eight articles,
   * newsArticleRoute(slug) for those written since.
   */
  route: z.union([z.enum(NEWS_DETAIL_ROUTES), z.string().startsWith(`${NEWS_ARCHIVE_ROUTE}/`)]),
  title: z.string(),
  date: IsoDateSchema,
  /** Plain text, one or two sentences (the list's teaser). */
  excerpt: z.string(),
  image: ContentImageSchema.optional(),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NewsArticleSchema = NewsSummarySchema.extend({
  /** Plain text for <meta name="description">. */
  description: z.string(),
  /** Rendered from the shop's own Markdown; safe to set as inner HTML. */
  html: z.string(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

/** GET /api/content/news — newest first. */
export const NewsListResponseSchema = z.object({
  status: z.literal(200),
  news: z.array(NewsSummarySchema),
});
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

/**
 * GET /api/content/news/{key} — `key` is the article's slug or its route name without the slash
 * ('firstNewsDetails'), so a detail page can ask by its own route. Unknown → 404.
 */
export const NewsKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });
export const NewsArticleResponseSchema = z.object({
  status: z.literal(200),
  article: NewsArticleSchema,
});
export type NewsArticleResponse = z.infer<typeof NewsArticleResponseSchema>;

export function newsArticlePath(key: string): string {
  return `/api/content/news/${encodeURIComponent(key.replace(/^\//, ''))}`;
}

// ---------------------------------------------------------------- blog

export const BlogPostSummarySchema = z.object({
  slug: ContentSlugSchema,
  /** blogPostRoute(slug) */
  route: z.string(),
  title: z.string(),
  date: IsoDateSchema,
  author: z.string(),
  category: z.string(),
  comment_count: z.number().int().nonnegative(),
  excerpt: z.string(),
  image: ContentImageSchema.optional(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  description: z.string(),
  html: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** GET /api/content/blog — newest first. */
export const BlogListResponseSchema = z.object({
  status: z.literal(200),
  posts: z.array(BlogPostSummarySchema),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** GET /api/content/blog/{slug} — unknown → 404. */
export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const BlogPostResponseSchema = z.object({
  status: z.literal(200),
  post: BlogPostSchema,
});
export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;

export function blogPostPath(slug: string): string {
  return `/api/content/blog/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------- FAQ

export const FaqTopicIdSchema = z.enum(FAQ_TOPIC_IDS);

export const FAQ_ENTRY_COUNT = 15;

export const FaqEntrySchema = z.object({
  /** Stable anchor id, e.g. 'accepted-file-formats'. */
  id: ContentSlugSchema,
  topic: FaqTopicIdSchema,
  question: z.string(),
  /** Rendered from the shop's own Markdown; safe to set as inner HTML. */
  html: z.string(),
  /** Plain-text answer for FAQPage JSON-LD. */
  text: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/** GET /api/content/faq[?topic=artwork] — every entry (15) or one topic's, in display order. */
export const FaqQuerySchema = z.object({ topic: FaqTopicIdSchema.optional() });
export const FaqResponseSchema = z.object({
  status: z.literal(200),
  faq: z.array(FaqEntrySchema),
});
export type FaqResponse = z.infer<typeof FaqResponseSchema>;

// ---------------------------------------------------------------- static pages

export const PageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  route: z.string(),
  title: z.string(),
  description: z.string(),
  /** Date of the last change, for legal pages' "Last updated". */
  updated: IsoDateSchema,
  html: z.string(),
  /** Extra named blocks of the page (e.g. print-instruction 'summary'), rendered HTML. */
  sections: z.record(z.string(), z.string()),
});
export type Page = z.infer<typeof PageSchema>;

/** GET /api/content/pages/{slug} — unknown → 404. */
export const PageResponseSchema = z.object({ status: z.literal(200), page: PageSchema });
export type PageResponse = z.infer<typeof PageResponseSchema>;

export function pagePath(slug: PageSlug): string {
  return `/api/content/pages/${slug}`;
}

// ---------------------------------------------------------------- contact

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact submissions allowed per IP address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;
/** A form sent sooner than this after it was shown is treated as a bot (and silently dropped). */
export const CONTACT_MIN_FILL_MS = 3000;
export const CONTACT_SENT_MESSAGE =
  'Thank you — your message has been sent. We reply within one working day.';

/**
 * POST /api/contact. `website` is a honeypot: render it hidden from people (off-screen, with
 * tabindex -1 and autocomplete off) and send it empty. `started_at` is Date.now() when the form
 * was shown. A filled honeypot or a too-fast submit gets the same 200 answer, but nothing is sent.
 */
export const ContactRequestSchema = z.strictObject({
  name: requiredText('name'),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: optionalText('subject', 150),
  message: z
    .string({ error: 'The message is required.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `The message must be at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(
      CONTACT_MESSAGE_MAX,
      `The message may not be longer than ${CONTACT_MESSAGE_MAX} characters.`,
    ),
  website: z.string().max(2000).optional(),
  started_at: z.number().int().nonnegative().optional(),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

/** 200 answer; 422 → ApiError with validation_errors; 429 → ApiError (too many messages). */
export const ContactResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
export const CONTACT_PATH = '/api/contact';

// ---------------------------------------------------------------- print templates

/**
 * GET /api/print-templates/{slug}.pdf — the frame's print template, a real PDF at 1:1 physical
 * size (visible size + bleed). Under /api so the dev proxy and access rules apply unchanged.
 * Answers application/pdf as an attachment; unknown slug → 404 (JSON ApiError).
 */
export function printTemplatePath(frame: Pick<FrameSize, 'slug'>): string {
  return `/api/print-templates/${frame.slug}.pdf`;
}
export function printTemplateFilename(frame: Pick<FrameSize, 'slug'>): string {
  return `backlit-shop-template-${frame.slug}.pdf`;
}

// ---------------------------------------------------------------- SEO

/**
 * GET /sitemap.xml and GET /robots.txt are served at the site root (not JSON). Pages the robots
 * file keeps crawlers out of:
 */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/api',
  '/cart',
  '/checkout',
  '/dashboard-client',
] as const;
