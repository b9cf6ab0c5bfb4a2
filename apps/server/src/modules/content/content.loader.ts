import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blogPostRoute,
  ContentImageSchema,
  ContentSlugSchema,
  FAQ_TOPIC_IDS,
  NEWS_DETAIL_ROUTES,
  PAGE_ROUTES,
  PAGE_SLUGS,
  type BlogPost,
  type ContentImage,
  type FaqEntry,
  type NewsArticle,
  type Page,
  type PageSlug,
} from '@backlit/domain';
import matter from 'gray-matter';
import { Marked, type Tokens } from 'marked';
import { z } from 'zod';

/** Everything under `content/`, parsed, validated and rendered once. */
export interface SiteContent {
  /** Newest first. */
  news: NewsArticle[];
  /** Newest first. */
  blog: BlogPost[];
  /** In display order. */
  faq: FaqEntry[];
  pages: Map<PageSlug, Page>;
  /** The same entries as Markdown sources, to seed the database with. */
  seeds: ContentSeed[];
}

/** One file as a database entry: its Markdown source and fields (see content_entries). */
export interface ContentSeed {
  kind: 'news' | 'blog' | 'faq' | 'page';
  slug: string;
  route: string | null;
  title: string;
  body: string;
  excerpt: string;
  description: string;
  author: string;
  category: string;
  commentCount: number;
  topic: FaqEntry['topic'] | null;
  position: number | null;
  image: ContentImage | null;
  sections: Record<string, string>;
  status: 'published';
  /** Midnight UTC of the file's date: the demo's dated items keep their dates. */
  publishedAt: Date;
}

const SEED_DEFAULTS = {
  route: null,
  excerpt: '',
  description: '',
  author: '',
  category: '',
  commentCount: 0,
  topic: null,
  position: null,
  image: null,
  sections: {},
  status: 'published',
} as const;

const atMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

export class ContentError extends Error {
  override name = 'ContentError';
}

const CONTENT_MARKER = path.join('news');

/**
 * The repository's `content/` folder. Source files (tsx, vitest) and the bundled
 * `apps/server/dist/main.js` sit at different depths, so walk up from this file until a folder
 * holding `content/news` is found.
 */
export function defaultContentDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content');
    if (existsSync(path.join(candidate, CONTENT_MARKER))) return candidate;
    if (path.dirname(dir) === dir) {
      throw new ContentError(`No content folder (content/news) found above ${from}`);
    }
  }
}

// ---------------------------------------------------------------- front matter

/** YAML turns `2022-05-10` into a Date; the contract speaks 'YYYY-MM-DD'. */
const dateField = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date('must be a date written YYYY-MM-DD'),
);
const text = z.string().trim().min(1);

const NewsFrontMatter = z.strictObject({
  title: text,
  date: dateField,
  route: z.enum(NEWS_DETAIL_ROUTES),
  excerpt: text,
  description: text,
  image: ContentImageSchema.optional(),
});

const BlogFrontMatter = z.strictObject({
  title: text,
  date: dateField,
  author: text,
  category: text.default('General'),
  comment_count: z.number().int().nonnegative().default(0),
  excerpt: text,
  description: text,
  image: ContentImageSchema.optional(),
});

const FaqFrontMatter = z.strictObject({
  topic: z.enum(FAQ_TOPIC_IDS),
  question: text,
  order: z.number().int().positive(),
});

const PageFrontMatter = z.strictObject({
  title: text,
  description: text,
  updated: dateField,
  /** Extra Markdown blocks by name, e.g. the print page's `summary`. */
  sections: z.record(z.string(), z.string()).default({}),
});

// ---------------------------------------------------------------- Markdown

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Markdown → HTML. Raw HTML in a file is shown as text, not passed through: the web app sets this
 * HTML as inner HTML, so only what Markdown itself produces may reach it.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      const external = /^https?:\/\//.test(token.href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(token.href)}"${title}${rel}>${inner}</a>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Rendered HTML as plain text (FAQ JSON-LD, descriptions). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

// ---------------------------------------------------------------- loading

interface SourceFile {
  /** Relative to the content folder, for messages. */
  name: string;
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

/**
 * Reads and validates the whole content folder. Every problem in every file is reported at once,
 * so a writer fixes them in one go; the server refuses to start on any.
 */
export async function loadContent(contentDir: string): Promise<SiteContent> {
  const problems: string[] = [];
  const parse = <T extends z.ZodType>(file: SourceFile, schema: T): z.infer<T> | undefined => {
    const slug = ContentSlugSchema.safeParse(file.slug);
    if (!slug.success) {
      problems.push(`${file.name}: the file name must be lowercase words joined by hyphens`);
    }
    const result = schema.safeParse(file.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || 'front matter';
        problems.push(`${file.name}: ${field}: ${issue.message}`);
      }
      return undefined;
    }
    if (file.body.trim() === '')
      problems.push(`${file.name}: the text after the front matter is empty`);
    return slug.success ? result.data : undefined;
  };

  const [newsFiles, blogFiles, faqFiles, pageFiles] = await Promise.all(
    ['news', 'blog', 'faq', 'pages'].map((folder) => readFolder(contentDir, folder, problems)),
  );

  const seeds: ContentSeed[] = [];
  const news: NewsArticle[] = [];
  for (const file of newsFiles!) {
    const front = parse(file, NewsFrontMatter);
    if (front) {
      news.push({ slug: file.slug, ...front, html: renderMarkdown(file.body) });
      seeds.push({
        ...SEED_DEFAULTS,
        kind: 'news',
        slug: file.slug,
        route: front.route,
        title: front.title,
        body: file.body.trim(),
        excerpt: front.excerpt,
        description: front.description,
        image: front.image ?? null,
        publishedAt: atMidnight(front.date),
      });
    }
  }
  duplicates(
    news.map((article) => article.route),
    'news route',
    problems,
  );

  const blog: BlogPost[] = [];
  for (const file of blogFiles!) {
    const front = parse(file, BlogFrontMatter);
    if (front) {
      blog.push({
        slug: file.slug,
        route: blogPostRoute(file.slug),
        ...front,
        html: renderMarkdown(file.body),
      });
      seeds.push({
        ...SEED_DEFAULTS,
        kind: 'blog',
        slug: file.slug,
        title: front.title,
        body: file.body.trim(),
        excerpt: front.excerpt,
        description: front.description,
        author: front.author,
        category: front.category,
        commentCount: front.comment_count,
        image: front.image ?? null,
        publishedAt: atMidnight(front.date),
      });
    }
  }

  const faq: (FaqEntry & { order: number })[] = [];
  for (const file of faqFiles!) {
    const front = parse(file, FaqFrontMatter);
    if (front) {
      const html = renderMarkdown(file.body);
      faq.push({ id: file.slug, ...front, html, text: htmlToText(html) });
      seeds.push({
        ...SEED_DEFAULTS,
        kind: 'faq',
        slug: file.slug,
        title: front.question,
        body: file.body.trim(),
        topic: front.topic,
        position: front.order,
        // The FAQ has no dates of its own; the day the shop's content began will do.
        publishedAt: atMidnight('2021-11-01'),
      });
    }
  }
  duplicates(
    faq.map((entry) => String(entry.order)),
    'FAQ order',
    problems,
  );

  const pages = new Map<PageSlug, Page>();
  for (const file of pageFiles!) {
    const front = parse(file, PageFrontMatter);
    if (!front) continue;
    if (!(PAGE_SLUGS as readonly string[]).includes(file.slug)) {
      problems.push(`${file.name}: not a known page (expected one of ${PAGE_SLUGS.join(', ')})`);
      continue;
    }
    const slug = file.slug as PageSlug;
    pages.set(slug, {
      slug,
      route: PAGE_ROUTES[slug],
      title: front.title,
      description: front.description,
      updated: front.updated,
      html: renderMarkdown(file.body),
      sections: Object.fromEntries(
        Object.entries(front.sections).map(([name, body]) => [name, renderMarkdown(body)]),
      ),
    });
    seeds.push({
      ...SEED_DEFAULTS,
      kind: 'page',
      slug,
      title: front.title,
      body: file.body.trim(),
      description: front.description,
      sections: front.sections,
      publishedAt: atMidnight(front.updated),
    });
  }
  for (const slug of PAGE_SLUGS) {
    if (!pages.has(slug) && !problems.some((problem) => problem.startsWith(`pages/${slug}.md`))) {
      problems.push(`pages/${slug}.md: missing`);
    }
  }

  if (problems.length > 0) {
    throw new ContentError(
      `Invalid content in ${contentDir}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  const newestFirst = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
    b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  return {
    news: news.sort(newestFirst),
    blog: blog.sort(newestFirst),
    faq: faq.sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry),
    pages,
    seeds,
  };
}

async function readFolder(
  contentDir: string,
  folder: string,
  problems: string[],
): Promise<SourceFile[]> {
  const dir = path.join(contentDir, folder);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    problems.push(`${folder}/: missing folder`);
    return [];
  }
  const files: SourceFile[] = [];
  for (const name of names) {
    const source = await readFile(path.join(dir, name), 'utf8');
    const relative = `${folder}/${name}`;
    try {
      // gray-matter caches by content; pass options so each file is parsed afresh.
      const parsed = matter(source, {});
      files.push({
        name: relative,
        slug: name.slice(0, -'.md'.length),
        data: parsed.data as Record<string, unknown>,
        body: parsed.content,
      });
    } catch (error) {
      problems.push(`${relative}: front matter is not valid YAML (${(error as Error).message})`);
    }
  }
  return files;
}

function duplicates(values: string[], what: string, problems: string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) problems.push(`${what} ${value} is used by more than one file`);
    seen.add(value);
  }
}
