/**
 * What a waiting dispatcher run wakes on in this process: new order events (the engine's NOTIFY, from any
 * process) and outcomes written. A wake with no one waiting is kept for the next wait; whether events
 * came is kept until a pass reads them.
 */
export class DispatchSignal {
  private pending = false;
  private eventsCame = true;
  private waiter: (() => void) | null = null;

  notify(): void {
    if (this.waiter) this.waiter();
    else this.pending = true;
  }

  /** New order events were committed (or the ear was lost and is back: there may be some). */
  notifyEvents(): void {
    this.eventsCame = true;
    this.notify();
  }

  /** Whether order events came since the last call. */
  takeEvents(): boolean {
    const came = this.eventsCame;
    this.eventsCame = false;
    return came;
  }

  /** Resolves at the next wake (at once if one came since the last wait), or after the time. */
  next(withinMs: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiter = null;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, withinMs));
      this.waiter = done;
    });
  }
}
