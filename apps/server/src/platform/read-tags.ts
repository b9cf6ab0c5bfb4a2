import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a tagged cache tells a cache built on its answers: the tags a change dropped, or `'all'`
 * when it forgot every answer.
 */
export type TagChange = readonly string[] | 'all';

/** A value and the tags of what it depends on. */
export interface Tagged<T = unknown> {
  value: T;
  tags: readonly string[];
}

/** The tags of the answers read so far in the current piece of work, when it asked for them. */
const tagsRead = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work`, noting the tags of every cached answer it reads, even through `app.inject`: what
 * is built from those answers (a rendered page) depends on exactly those tags.
 */
export async function readingTags<T>(work: () => Promise<T>): Promise<Tagged<T>> {
  const tags = new Set<string>();
  const value = await tagsRead.run(tags, work);
  return { value, tags: [...tags] };
}

/** Called by a cache as it answers: the work reading it (if it asked) depends on these tags. */
export function noteRead(tags: readonly string[]): void {
  const read = tagsRead.getStore();
  if (read) for (const tag of tags) read.add(tag);
}
