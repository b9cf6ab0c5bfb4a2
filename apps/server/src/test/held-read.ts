/**
 * A read a test holds to put a change in its way: `wrap(read)` answers as `read` does, except that
 * its `held`-th call, once it has its result, waits for `release()`. `started` counts the calls
 * begun, `read` those that have their result (the held one included).
 */
export class HeldRead {
  started = 0;
  read = 0;
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  constructor(private readonly held: number) {}

  wrap<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args) => {
      const nth = ++this.started;
      const result = await call(...args);
      this.read++;
      if (nth === this.held) await this.gate;
      return result;
    };
  }

  release(): void {
    this.open();
  }
}
