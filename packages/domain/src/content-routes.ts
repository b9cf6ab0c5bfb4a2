/**
 * The content pages' web routes, FAQ tabs and page slugs. Plain values with no zod, so the router
 * and the footer (part of every first load) can use them without pulling in the schemas.
 */

/**
 * The news articles' web addresses, oldest first (Nov 2021 → May 2022). Odd as they are, they
 * stay: they are public, and links and search results point to them.
 */
export const NEWS_DETAIL_ROUTES = [
  '/firstNewsDetails',
  '/twoNewsDetails',
  '/threeNewsDetails',
  '/fourNewsDetails',
  '/fiveNewsDetails',
  '/sixNewsDetails',
  '/sevenNewsDetails',
  '/eightNewsDetails',
] as const;
export type NewsDetailRoute = (typeof NEWS_DETAIL_ROUTES)[number];
export const NEWS_ARCHIVE_ROUTE = '/news';
/** The web page of an article written after the first eight. */
export function newsArticleRoute(slug: string): string {
  return `${NEWS_ARCHIVE_ROUTE}/${slug}`;
}

export const BLOG_ROUTE = '/blog-press';

/** The Atom feeds of the news and the blog. */
export const NEWS_FEED_ROUTE = `${NEWS_ARCHIVE_ROUTE}/feed.xml`;
export const BLOG_FEED_ROUTE = `${BLOG_ROUTE}/feed.xml`;
/** The web page of one post. */
export function blogPostRoute(slug: string): string {
  return `${BLOG_ROUTE}/${slug}`;
}

/** The FAQ topics, in the order of the FAQ page's tabs (Show All is every topic). */
export const FAQ_TOPIC_IDS = [
  'artwork',
  'banners',
  'general',
  'miscellaneous',
  'products',
  'orderprocessing',
] as const;
export type FaqTopicId = (typeof FAQ_TOPIC_IDS)[number];
/**
 * The FAQ tabs: label and web route for each topic. The product tab is named after the product
 * line, at a route that cannot clash with /category/{name} or a sub-category.
 */
export const FAQ_TABS = [
  { topic: null, label: 'Show All', path: '/faq' },
  { topic: 'artwork', label: 'Artwork', path: '/artwork' },
  { topic: 'banners', label: 'Banners', path: '/banners' },
  { topic: 'general', label: 'General', path: '/general' },
  { topic: 'miscellaneous', label: 'Miscellaneous', path: '/Miscellaneous' },
  { topic: 'products', label: 'Backlit Frames', path: '/backlit-frames' },
  { topic: 'orderprocessing', label: 'Order processing', path: '/orderprocessing' },
] as const satisfies readonly { topic: FaqTopicId | null; label: string; path: string }[];
/** Static pages by slug, and their web routes. */
export const PAGE_SLUGS = [
  'privacy-policy',
  'terms-and-conditions',
  'trade-show',
  'print-instruction',
  'contact',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const PAGE_ROUTES: Record<PageSlug, string> = {
  'privacy-policy': '/privacy-policy',
  'terms-and-conditions': '/terms-and-conditions',
  'trade-show': '/trade-Show',
  'print-instruction': '/print-instruction',
  contact: '/contact',
};
