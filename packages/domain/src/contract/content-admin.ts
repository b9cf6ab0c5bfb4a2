import { z } from 'zod';
import { FAQ_TOPIC_IDS, PAGE_SLUGS } from '../content-routes';
import { ContentImageSchema, ContentSlugSchema } from './content';
import { idParam, optionalText, requiredText } from './fields';

/**
 * The back-office's content editor: news, blog posts, FAQ entries and the static pages, kept in
 * the database and written in Markdown. Every call here is staff only.
 */

export const CONTENT_KINDS = ['news', 'blog', 'faq', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  news: 'News',
  blog: 'Blog post',
  faq: 'FAQ entry',
  page: 'Page',
};

/**
 * What staff choose: a draft stays private; a scheduled entry appears by itself at its publish
 * time; a published one is public from its date on (at once when the date is now or past).
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What the public sees of an entry now: its status, with a scheduled time already past as live. */
export const CONTENT_STATES = ['draft', 'scheduled', 'live'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_BODY_MAX = 100_000;

export const ContentIdParamsSchema = z.object({ id: idParam() });
export const ContentListQuerySchema = z.object({ kind: z.enum(CONTENT_KINDS).optional() });

/** One entry as the editor shows it: the Markdown source, not the rendered HTML. */
export const AdminContentEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: ContentSlugSchema,
  /** The public web address (news keeps its historic one). */
  route: z.string(),
  /** The question, for a FAQ entry. */
  title: z.string(),
  body: z.string(),
  excerpt: z.string(),
  description: z.string(),
  author: z.string(),
  category: z.string(),
  topic: z.enum(FAQ_TOPIC_IDS).nullable(),
  position: z.number().int().nullable(),
  image: ContentImageSchema.nullable(),
  /** Named extra Markdown blocks of a page (the print page's summary). */
  sections: z.record(z.string(), z.string()),
  status: z.enum(CONTENT_STATUSES),
  state: z.enum(CONTENT_STATES),
  /** When it appears (and the date it shows), ISO date-time. */
  published_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminContentEntry = z.infer<typeof AdminContentEntrySchema>;

export const AdminContentListResponseSchema = z.object({
  status: z.literal(200),
  entries: z.array(AdminContentEntrySchema),
});
export type AdminContentListResponse = z.infer<typeof AdminContentListResponseSchema>;

export const AdminContentEntryResponseSchema = z.object({
  status: z.literal(200),
  entry: AdminContentEntrySchema,
});
export type AdminContentEntryResponse = z.infer<typeof AdminContentEntryResponseSchema>;

const markdownBody = z
  .string({ error: 'The text is required.' })
  .trim()
  .min(1, 'The text is required.')
  .max(CONTENT_BODY_MAX, `The text may not be longer than ${CONTENT_BODY_MAX} characters.`);

/**
 * POST and PUT /api/admin/content[/{id}]. The kind decides which fields matter: news and blog
 * need an excerpt and a description, a blog post an author, a FAQ entry a topic, a page is one of
 * the shop's pages (pages are edited, never added or removed).
 */
export const ContentEntryRequestSchema = z
  .strictObject({
    kind: z.enum(CONTENT_KINDS, { error: 'Choose news, blog post, FAQ entry or page.' }),
    slug: ContentSlugSchema,
    title: requiredText('title', 200),
    body: markdownBody,
    excerpt: optionalText('excerpt', 500),
    description: optionalText('description', 300),
    author: optionalText('author', 100),
    category: optionalText('category', 60),
    topic: z.enum(FAQ_TOPIC_IDS, { error: 'Choose the FAQ topic.' }).nullish(),
    position: z.number().int().positive().max(10_000).nullish(),
    image: ContentImageSchema.extend({
      src: z.string().regex(/^\/storage\/[\w/.-]+$/, 'The picture must be one uploaded here.'),
      alt: z.string().trim().max(200),
    }).nullish(),
    sections: z.record(z.string().max(40), markdownBody).optional(),
    status: z.enum(CONTENT_STATUSES, { error: 'Choose draft, scheduled or published.' }),
    /** When it appears; omitted for a draft or "published now": the time of the save. */
    published_at: z.iso
      .datetime({ offset: true, error: 'The date must be a date and time.' })
      .nullish(),
  })
  .superRefine((input, ctx) => {
    const need = (field: keyof typeof input, message: string) => {
      if (input[field] === undefined || input[field] === null)
        ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (input.kind === 'news' || input.kind === 'blog') {
      need('excerpt', 'The excerpt is required.');
      need('description', 'The description is required.');
    }
    if (input.kind === 'blog') need('author', 'The author is required.');
    if (input.kind === 'faq') need('topic', 'Choose the FAQ topic.');
    if (input.kind === 'page') {
      need('description', 'The description is required.');
      if (!(PAGE_SLUGS as readonly string[]).includes(input.slug))
        ctx.addIssue({
          code: 'custom',
          path: ['slug'],
          message: `A page is one of ${PAGE_SLUGS.join(', ')}.`,
        });
    }
    if (input.status === 'scheduled') need('published_at', 'Choose when it is published.');
  });
export type ContentEntryRequest = z.input<typeof ContentEntryRequestSchema>;
export type ContentEntryInput = z.output<typeof ContentEntryRequestSchema>;

/** POST /api/admin/content/preview: Markdown rendered exactly as the shop will show it. */
export const ContentPreviewRequestSchema = z.strictObject({
  body: z.string().max(CONTENT_BODY_MAX),
});
export const ContentPreviewResponseSchema = z.object({ status: z.literal(200), html: z.string() });

/**
 * POST /api/admin/content/images, the picture itself as the body (image/jpeg, image/png or
 * image/webp): checked and resized like product photos; answers its public address.
 */
export const ContentImageUploadResponseSchema = z.object({
  status: z.literal(200),
  src: z.string(),
});
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
