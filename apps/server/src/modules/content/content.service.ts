import {
  blogPostRoute,
  CONTENT_KIND_LABELS,
  newsArticleRoute,
  PAGE_ROUTES,
  PAGE_SLUGS,
  type AdminContentEntry,
  type BlogPost,
  type ContentEntryInput,
  type ContentKind,
  type FaqEntry,
  type FaqTopicId,
  type NewsArticle,
  type Page,
  type PageSlug,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import type { AuditActor } from '../../platform/audit';
import type { JobQueue } from '../../platform/jobs';
import { AppError, invalidData } from '../../platform/errors';
import { contentDueJob } from './content.jobs';
import { htmlToText, renderMarkdown, type ContentSeed } from './content.loader';
import { ContentRepository, type ContentRow, type ContentValues } from './content.repository';

export const CONTENT_NOT_FOUND = 'This content entry does not exist.';
export const SLUG_TAKEN = 'Another entry of this kind already has this slug.';
export const PAGE_NOT_DELETABLE = "The shop's pages can be changed or drafted, not deleted.";

/** The calendar date an entry shows: its publish time's day (UTC). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The public address of an entry. */
export function entryRoute(row: Pick<ContentRow, 'kind' | 'slug' | 'route'>): string {
  switch (row.kind) {
    case 'news':
      return row.route ?? newsArticleRoute(row.slug);
    case 'blog':
      return blogPostRoute(row.slug);
    case 'faq':
      return `/faq#${row.slug}`;
    case 'page':
      return PAGE_ROUTES[row.slug as PageSlug] ?? `/${row.slug}`;
  }
}

const imageOf = (row: ContentRow) => (row.image ? { image: row.image } : {});

export function toNewsArticle(row: ContentRow): NewsArticle {
  return {
    slug: row.slug,
    route: entryRoute(row) as NewsArticle['route'],
    title: row.title,
    date: dayOf(row.publishedAt),
    excerpt: row.excerpt,
    ...imageOf(row),
    description: row.description,
    html: renderMarkdown(row.body),
  };
}

export function toBlogPost(row: ContentRow): BlogPost {
  return {
    slug: row.slug,
    route: blogPostRoute(row.slug),
    title: row.title,
    date: dayOf(row.publishedAt),
    author: row.author,
    category: row.category || 'General',
    comment_count: row.commentCount,
    excerpt: row.excerpt,
    ...imageOf(row),
    description: row.description,
    html: renderMarkdown(row.body),
  };
}

function toFaqEntry(row: ContentRow): FaqEntry {
  const html = renderMarkdown(row.body);
  return {
    id: row.slug,
    topic: row.topic as FaqTopicId,
    question: row.title,
    html,
    text: htmlToText(html),
  };
}

function toPage(row: ContentRow): Page {
  const slug = row.slug as PageSlug;
  return {
    slug,
    route: PAGE_ROUTES[slug],
    title: row.title,
    description: row.description,
    updated: dayOf(row.publishedAt),
    html: renderMarkdown(row.body),
    sections: Object.fromEntries(
      Object.entries(row.sections).map(([name, body]) => [name, renderMarkdown(body)]),
    ),
  };
}

export function toAdminEntry(row: ContentRow, now: Date): AdminContentEntry {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    route: entryRoute(row),
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    description: row.description,
    author: row.author,
    category: row.category,
    topic: (row.topic as FaqTopicId | null) ?? null,
    position: row.position,
    image: row.image ?? null,
    sections: row.sections,
    status: row.status,
    state: row.status === 'draft' ? 'draft' : row.publishedAt > now ? 'scheduled' : 'live',
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The content pages a sitemap lists, with the date each last changed. */
export interface ContentSitemap {
  pages: { route: string; updated: string }[];
  news: { route: string; date: string }[];
  blog: { route: string; date: string }[];
}

/**
 * The shop's reading content: what the public sees (not drafts, nothing before its time), and
 * staff's writes, each with its audit entry in the same transaction.
 */
export class ContentService {
  private readonly repository: ContentRepository;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new ContentRepository(db);
  }

  /**
   * Writes the files' entries into a content table that has never held any; a table with an
   * entry is left alone, so staff's deletions and edits survive a restart.
   */
  seed(seeds: readonly ContentSeed[]): Promise<number> {
    return this.repository.transaction(async (repository) => {
      if ((await repository.count()) > 0) return 0;
      return repository.insertSeeds(seeds.map((seed) => ({ ...seed })));
    });
  }

  async news(): Promise<NewsArticle[]> {
    return (await this.repository.published('news', this.now())).map(toNewsArticle);
  }

  async newsArticle(key: string): Promise<NewsArticle | undefined> {
    const row = await this.repository.publishedOne('news', key, this.now());
    return row && toNewsArticle(row);
  }

  async blog(): Promise<BlogPost[]> {
    return (await this.repository.published('blog', this.now())).map(toBlogPost);
  }

  async blogPost(slug: string): Promise<BlogPost | undefined> {
    const row = await this.repository.publishedOne('blog', slug, this.now());
    return row && toBlogPost(row);
  }

  async faq(topic?: FaqTopicId): Promise<FaqEntry[]> {
    const rows = await this.repository.published('faq', this.now());
    return rows.filter((row) => !topic || row.topic === topic).map(toFaqEntry);
  }

  async page(slug: string): Promise<Page | undefined> {
    if (!(PAGE_SLUGS as readonly string[]).includes(slug)) return undefined;
    const row = await this.repository.publishedOne('page', slug, this.now());
    return row && toPage(row);
  }

  async sitemap(): Promise<ContentSitemap> {
    const now = this.now();
    const [pages, news, blog] = await Promise.all(
      (['page', 'news', 'blog'] as const).map((kind) => this.repository.published(kind, now)),
    );
    const dated = (row: ContentRow) => ({ route: entryRoute(row), date: dayOf(row.publishedAt) });
    return {
      pages: pages!.map((row) => ({ route: entryRoute(row), updated: dayOf(row.publishedAt) })),
      news: news!.map(dated),
      blog: blog!.map(dated),
    };
  }

  /** When a scheduled entry next appears, so lists built from the public ones expire then. */
  nextPublication(): Promise<Date | undefined> {
    return this.repository.nextPublication(this.now());
  }

  // ------------------------------------------------------------ the back-office

  async list(kind?: ContentKind): Promise<AdminContentEntry[]> {
    const now = this.now();
    return (await this.repository.all(kind)).map((row) => toAdminEntry(row, now));
  }

  async byId(id: number): Promise<AdminContentEntry> {
    const row = await this.repository.byId(id);
    if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND);
    return toAdminEntry(row, this.now());
  }

  async create(actor: AuditActor, input: ContentEntryInput): Promise<AdminContentEntry> {
    const values = this.toValues(input, undefined);
    const row = await this.uniqueSlug(() =>
      this.repository.transaction(async (repository) => {
        const inserted = await repository.insert(values, actor, {
          area: 'content',
          action: 'content.create',
          summary: `Added the ${label(input.kind)} “${input.title}” (${describeStatus(values)})`,
        });
        await this.whenDue(repository, inserted);
        return inserted;
      }),
    );
    return toAdminEntry(row, this.now());
  }

  async update(
    actor: AuditActor,
    id: number,
    input: ContentEntryInput,
  ): Promise<AdminContentEntry> {
    const row = await this.uniqueSlug(() =>
      this.repository.transaction(async (repository) => {
        const current = await repository.byId(id);
        if (!current) return undefined;
        if (current.kind !== input.kind) {
          throw invalidData({ kind: ['An entry keeps its kind; add a new one instead.'] });
        }
        if (current.kind === 'page' && current.slug !== input.slug) {
          throw invalidData({ slug: ["A page's slug is its address and cannot change."] });
        }
        const values = this.toValues(input, current);
        const updated = await repository.update(id, values, actor, {
          area: 'content',
          action: 'content.update',
          summary: `Changed the ${label(input.kind)} “${input.title}” (${describeStatus(values)})`,
        });
        if (updated) await this.whenDue(repository, updated);
        return updated;
      }),
    );
    if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND);
    return toAdminEntry(row, this.now());
  }

  async delete(actor: AuditActor, id: number): Promise<void> {
    const deleted = await this.repository.transaction(async (repository) => {
      const row = await repository.byId(id);
      if (!row) return false;
      if (row.kind === 'page') throw new AppError('CONFLICT', PAGE_NOT_DELETABLE);
      return repository.delete(id, actor, {
        area: 'content',
        action: 'content.delete',
        summary: `Deleted the ${label(row.kind)} “${row.title}”`,
      });
    });
    if (!deleted) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND);
  }

  /** A public entry still to come gets a job at its time, queued with the write itself. */
  private async whenDue(repository: ContentRepository, row: ContentRow): Promise<void> {
    const wait = row.publishedAt.getTime() - this.now().getTime();
    if (row.status === 'draft' || wait <= 0) return;
    await this.jobs.enqueue(
      repository.db,
      contentDueJob,
      { entryId: row.id },
      { startAfterSeconds: Math.ceil(wait / 1000) },
    );
  }

  private async uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (constraintViolation(error)?.kind === 'unique') {
        throw new AppError('CONFLICT', SLUG_TAKEN, { validation_errors: { slug: [SLUG_TAKEN] } });
      }
      throw error;
    }
  }

  /**
   * The row's values. Without a publish time an entry keeps the one it has once public (so an
   * edit does not move it to the top of the list), else it takes the time of the save.
   */
  private toValues(input: ContentEntryInput, current: ContentRow | undefined): ContentValues {
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : current && current.status !== 'draft'
        ? current.publishedAt
        : this.now();
    return {
      kind: input.kind,
      slug: input.slug,
      route: current?.route ?? null,
      title: input.title,
      body: input.body,
      excerpt: input.excerpt ?? '',
      description: input.description ?? '',
      author: input.author ?? '',
      category: input.category ?? (input.kind === 'blog' ? 'General' : ''),
      commentCount: current?.commentCount ?? 0,
      topic: input.kind === 'faq' ? (input.topic ?? null) : null,
      position: input.kind === 'faq' ? (input.position ?? current?.position ?? null) : null,
      image: input.image ? { src: input.image.src, alt: input.image.alt } : null,
      sections: input.sections ?? current?.sections ?? {},
      status: input.status,
      publishedAt,
    };
  }
}

const label = (kind: ContentKind) => CONTENT_KIND_LABELS[kind].toLowerCase();

function describeStatus(values: ContentValues): string {
  if (values.status === 'draft') return 'draft';
  const at = values.publishedAt instanceof Date ? values.publishedAt.toISOString() : '';
  return values.status === 'scheduled' ? `scheduled for ${at}` : `published ${at.slice(0, 10)}`;
}
