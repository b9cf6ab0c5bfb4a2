import { BLOG_FEED_ROUTE, NEWS_FEED_ROUTE } from '@backlit/domain';

const FEEDS = {
  news: { href: NEWS_FEED_ROUTE, title: 'Backlit Shop news' },
  blog: { href: BLOG_FEED_ROUTE, title: 'Backlit Shop blog' },
} as const;

/** Points feed readers at the section's Atom feed (React moves the tag into the page's head). */
export function FeedLink({ feed }: { feed: keyof typeof FEEDS }) {
  const { href, title } = FEEDS[feed];
  return <link rel="alternate" type="application/atom+xml" title={title} href={href} />;
}
