import { FAQ_TABS } from '@backlit/domain';

/**
 * The FAQ tabs, in the order the tab bar shows them: label, route and content topic. Each tab is
 * its own URL; the router builds one route per entry and the tab bar renders one link per entry.
 */
export const FAQ_TOPICS = FAQ_TABS;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Routes match case-insensitively, so "/miscellaneous" still finds its topic. */
export function findFaqTopic(pathname: string): FaqTopic {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return FAQ_TOPICS.find((topic) => topic.path.toLowerCase() === path) ?? FAQ_TOPICS[0];
}
