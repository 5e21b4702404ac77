import type { FinishedAttempt } from './recordOutcomes.ts';

/**
 * This process's sends under way: each is started and left to run, and its outcome joins the next batch
 * written (the outcomes that finish while one batch is written make the next), so no pass waits for the
 * slowest subscriber. What a batch cannot write is reported; its deliveries' leases then run out and they
 * are sent again, with the same webhook-id.
 */
export class SendsInFlight {
  private readonly finished: FinishedAttempt[] = [];
  private readonly underWay = new Set<Promise<void>>();
  private writing: Promise<void> | null = null;

  constructor(
    private readonly record: (attempts: readonly FinishedAttempt[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    /** Told after each batch is written: its subscribers may take more now. */
    private readonly onWritten: () => void,
  ) {}

  /** Sends under way or finished but not yet written. */
  get count(): number {
    return this.underWay.size + this.finished.length + (this.writing ? 1 : 0);
  }

  start(send: () => Promise<FinishedAttempt>): void {
    const sending = send().then(
      (attempt) => {
        this.finished.push(attempt);
        this.writing ??= this.writeAll();
      },
      (error: unknown) => this.onError(error),
    );
    this.underWay.add(sending);
    void sending.finally(() => this.underWay.delete(sending));
  }

  /** Resolves once every send started so far has ended and its outcome is written. */
  async drained(): Promise<void> {
    while (this.underWay.size > 0 || this.writing) {
      await Promise.all([...this.underWay]);
      await this.writing;
    }
  }

  private async writeAll(): Promise<void> {
    // Let the sends finishing in this turn of the event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.finished.length > 0) {
      const batch = this.finished.splice(0);
      try {
        await this.record(batch);
      } catch (error) {
        this.onError(error);
      }
      this.onWritten();
    }
    this.writing = null;
  }
}
