/** Thrown when so many are waiting that another would wait too long: answer "try later". */
export class PhotoQueueFullError extends Error {
  override name = 'PhotoQueueFullError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many photo uploads are waiting.');
  }
}

export interface PhotoTurnsOptions {
  /** How many take their turn at once. */
  concurrent: number;
  /** How many may wait for a turn; one more is refused. */
  waiting: number;
}

/** What a turn is guessed to take before any has been timed: a full upload of large photos. */
const FIRST_GUESS_MS = 20_000;

/**
 * Turns at the heavy photo work, taken before a request's photos are even read: a request
 * waiting here holds a paused upload, not its decoded pictures, so memory stays bounded however
 * many arrive. Past `waiting`, a request is refused with an estimate of when to come back, from
 * how long recent turns took.
 */
export class PhotoTurns {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly options: PhotoTurnsOptions) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `work` in a turn of its own; throws PhotoQueueFullError when the queue is full. */
  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrent) {
      if (this.queue.length >= this.options.waiting) {
        const turnsAhead = (this.queue.length + 1) / this.options.concurrent;
        throw new PhotoQueueFullError(Math.ceil((turnsAhead * this.averageMs) / 1000));
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    const started = Date.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.7 * this.averageMs + 0.3 * (Date.now() - started);
      const next = this.queue.shift();
      // The turn passes straight to the next in line, or frees its place.
      if (next) next();
      else this.active--;
    }
  }
}
