import type { Broadcast } from '../../platform/broadcast';
import type { TagChange } from '../../platform/read-tags';
import { cacheTags, type CatalogCache } from './catalog-cache';
import type { CatalogDirectory } from './catalog-directory';

const TOPIC = 'catalog';

/**
 * Keeps every instance's catalogue answers (and, through the cache's listeners, its rendered
 * pages) in step: each change this instance applies is sent to the others, which drop the same
 * answers. Changes heard from the others are applied but not sent on. A directory of category
 * names and counts is dropped with every change that touches categories.
 */
export function shareCatalogChanges(
  cache: CatalogCache,
  directory: CatalogDirectory,
  broadcast: Broadcast,
): void {
  let applyingHeard = false;
  cache.onChange((change) => {
    if (change === 'all' || change.includes(cacheTags.categories)) directory.clear();
    if (!applyingHeard) broadcast.publish(TOPIC, JSON.stringify(change));
  });
  broadcast.subscribe(TOPIC, (message) => {
    const change = parse(message);
    applyingHeard = true;
    try {
      if (change === 'all') cache.clear();
      else cache.invalidate(change);
    } finally {
      applyingHeard = false;
    }
  });
}

/** A change as sent, or everything when it is missing (messages were missed) or unreadable. */
function parse(message: string | undefined): TagChange {
  if (message === undefined) return 'all';
  try {
    const change: unknown = JSON.parse(message);
    if (Array.isArray(change) && change.every((tag) => typeof tag === 'string')) return change;
  } catch {
    // Fall through: dropping everything is always safe.
  }
  return 'all';
}
