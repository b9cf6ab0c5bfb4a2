export interface RenderTurnsOptions {
  /** How many pages render at once. */
  rendering: number;
  /** How many more may wait for their turn; past that, a page is not rendered at all. */
  waiting: number;
}

/**
 * A render takes some 20 ms of the one event loop the JSON API shares: a flood of pages the cache
 * does not hold would starve it. Renders take turns, each starting only after the loop has read
 * what arrived meanwhile; a few wait, and the rest are told at once that there is no turn for
 * them, so their visitors get the page rendered by their browser.
 */
export class RenderTurns {
  private busy = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly options: RenderTurnsOptions) {}

  /** `render`'s answer in its turn, or `undefined` at once when the line is full. */
  async run<T>(render: () => Promise<T>): Promise<T | undefined> {
    if (this.busy < this.options.rendering) this.busy++;
    else if (this.line.length < this.options.waiting) {
      // The finishing render hands its turn straight over, so `busy` stays as it is.
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else return undefined;
    try {
      // A render's data comes from the answer cache through promises alone, so it would run from
      // its request's arrival to its last byte without letting the event loop read a socket:
      // renders would then never wait here, and a flood would queue unseen in the kernel. Starting
      // it after the loop's next poll lets the requests that came meanwhile (API calls, more
      // pages) be read first, and the pages among them find the line full.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await render();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.busy--;
    }
  }
}
