/**
 * The FAQ tabs, in the spec's order. Each tab is its own URL; the router builds one route per
 * entry and the tab bar renders one link per entry, so both always agree.
 */
export const FAQ_TOPICS = [
  { path: '/faq', label: 'Show All' },
  { path: '/artwork', label: 'Artwork' },
  { path: '/banners', label: 'Banners' },
  { path: '/general', label: 'General' },
  { path: '/Miscellaneous', label: 'Miscellaneous' },
  { path: '/products', label: 'Products' },
  { path: '/orderprocessing', label: 'Order processing' },
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Routes match case-insensitively, so "/miscellaneous" still finds its topic. */
export function findFaqTopic(pathname: string): FaqTopic {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return FAQ_TOPICS.find((topic) => topic.path.toLowerCase() === path) ?? FAQ_TOPICS[0];
}
