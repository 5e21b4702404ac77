import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a handler leaves until its answer has gone (`run`): it starts once the answer is written, so the
 * answer's time says nothing about it (a password reset's lookup, token and mail). The process's drain and
 * stop wait for it (`settled`), so a restart does not drop it half done.
 */
export class AfterAnswer {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` after the current answer is written; a failure is logged under `failure` with `context`. */
  run(failure: string, work: () => Promise<void>, context: Record<string, unknown> = {}): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, ...context }, failure))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once no work is left, including work the waited-for work started. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
