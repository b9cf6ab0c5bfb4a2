import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone (e.g. sending a reset e-mail, so the answer's timing
 * says nothing about whether the account exists). Failures are logged, never thrown; the app
 * waits for pending tasks when it closes, so nothing is cut off by a shutdown.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const running = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, `${name} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
