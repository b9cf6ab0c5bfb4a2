import {
  FAQ_TOPIC_IDS,
  NEWS_DETAIL_ROUTES,
  type BlogPost,
  type FaqEntry,
  type NewsArticle,
  type Page,
  type PageSlug,
} from '@backlit/domain';
import { answer, type fakeApi } from './fake-api';

type FakeApi = ReturnType<typeof fakeApi>;

/** Eight articles, newest first, as GET /api/content/news answers. */
export const NEWS: NewsArticle[] = NEWS_DETAIL_ROUTES.map((route, index) => ({
  slug: `article-${index + 1}`,
  route,
  title: `News article ${index + 1}`,
  date: `2022-0${(index % 5) + 1}-1${index}`,
  excerpt: `Excerpt of article ${index + 1}.`,
  description: `Description of article ${index + 1}.`,
  html: `<p>Full text of article ${index + 1}.</p>`,
})).reverse();

export const BLOG_POST: BlogPost = {
  slug: 'choosing-a-backlit-frame',
  route: '/blog-press/choosing-a-backlit-frame',
  title: 'Choosing a backlit frame',
  date: '2022-03-01',
  author: 'Dana Miller',
  category: 'General',
  comment_count: 0,
  excerpt: 'Which size fits your booth?',
  description: 'How to choose a backlit frame.',
  html: '<h2>Measure first</h2><p>Measure your booth.</p>',
};

/** 15 entries spread over the topics (FAQ_TOPIC_IDS in turn). */
export const FAQ: FaqEntry[] = Array.from({ length: 15 }, (_, index) => {
  const topic = FAQ_TOPIC_IDS[index % FAQ_TOPIC_IDS.length]!;
  return {
    id: `question-${index + 1}`,
    topic,
    question: `Question ${index + 1} about ${topic}?`,
    html: `<p>Answer ${index + 1}.</p>`,
    text: `Answer ${index + 1}.`,
  };
});

export function contentPage(slug: PageSlug, overrides: Partial<Page> = {}): Page {
  return {
    slug,
    route: `/${slug}`,
    title: `Title of ${slug}`,
    description: `Description of ${slug}.`,
    updated: '2024-01-15',
    html: `<h2>About ${slug}</h2><p>Text of ${slug}.</p>`,
    sections: {},
    ...overrides,
  };
}

/** Answers the content API's reads from the fixtures above. */
export function fakeContent(api: FakeApi) {
  api.on('GET /api/content/news', () =>
    answer(200, { news: NEWS.map(({ description: _d, html: _h, ...summary }) => summary) }),
  );
  for (const article of NEWS) {
    api.on(`GET /api/content/news/${article.route.slice(1)}`, () => answer(200, { article }));
  }
  api.on('GET /api/content/blog', () =>
    answer(200, {
      posts: [BLOG_POST].map(({ description: _d, html: _h, ...summary }) => summary),
    }),
  );
  api.on(`GET /api/content/blog/${BLOG_POST.slug}`, () => answer(200, { post: BLOG_POST }));
  api.on('GET /api/content/faq', () => answer(200, { faq: FAQ }));
  for (const slug of [
    'privacy-policy',
    'terms-and-conditions',
    'trade-show',
    'print-instruction',
    'contact',
  ] as const) {
    api.on(`GET /api/content/pages/${slug}`, () => answer(200, { page: contentPage(slug) }));
  }
  // The Trade Show page's calendar, with no show to come.
  api.on('GET /api/trade-shows', () =>
    answer(200, {
      clock: { order_day: '2026-11-30', order_cutoff: '12:00', time_zone: 'America/New_York' },
      shows: [],
    }),
  );
}
