import { describe, expect, it } from 'vitest';
import { PhotoQueueFullError, PhotoTurns } from './photo-turns';

/** A piece of work that runs until told to finish, noting how many ran at once. */
function gate(turns: PhotoTurns, peak: { running: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const result = turns.take(async () => {
    started = true;
    peak.running = Math.max(peak.running, turns.running);
    await done;
    return 'done';
  });
  return { result, finish, started: () => started };
}

describe('PhotoTurns', () => {
  it('runs as many at once as allowed, the others in order as turns free up', async () => {
    const turns = new PhotoTurns({ concurrent: 2, waiting: 5 });
    const peak = { running: 0 };
    const works = Array.from({ length: 5 }, () => gate(turns, peak));
    await Promise.resolve();
    expect(works.map((work) => work.started())).toEqual([true, true, false, false, false]);
    expect(turns.waiting).toBe(3);
    works[1]!.finish();
    await works[1]!.result;
    await Promise.resolve();
    expect(works.map((work) => work.started())).toEqual([true, true, true, false, false]);
    for (const work of works) work.finish();
    expect(await Promise.all(works.map((work) => work.result))).toEqual(Array(5).fill('done'));
    expect(peak.running).toBe(2);
    expect(turns.running).toBe(0);
    expect(turns.waiting).toBe(0);
  });

  it('refuses one more than may wait, saying when to come back', async () => {
    const turns = new PhotoTurns({ concurrent: 1, waiting: 2 });
    const peak = { running: 0 };
    const works = Array.from({ length: 3 }, () => gate(turns, peak));
    const refused = turns.take(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(PhotoQueueFullError);
    await refused.catch((error: PhotoQueueFullError) => {
      // Three turns ahead of it, at the first guess of 20 s each.
      expect(error.retryAfterSeconds).toBe(60);
    });
    for (const work of works) work.finish();
    await Promise.all(works.map((work) => work.result));
    expect(await turns.take(async () => 'free again')).toBe('free again');
  });

  it('frees the turn when the work fails', async () => {
    const turns = new PhotoTurns({ concurrent: 1, waiting: 0 });
    await expect(turns.take(async () => Promise.reject(new Error('bad photo')))).rejects.toThrow(
      'bad photo',
    );
    expect(await turns.take(async () => 'next')).toBe('next');
  });
});
