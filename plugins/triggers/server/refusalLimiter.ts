/**
 * Counts refused calls per source address in a fixed window: a source over the limit is turned away
 * before anything is read or stored, until its window ends. Kept in memory, per process; sources whose
 * window ended are forgotten as new ones come.
 */
export class RefusalLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /** Whole seconds the source must wait before it is heard again; 0 when it may call now. */
  waitSeconds(source: string): number {
    const window = this.windows.get(source);
    if (!window || window.count < this.limit) return 0;
    const left = window.start + this.windowMs - this.clock();
    if (left <= 0) {
      this.windows.delete(source);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  /** Counts one refused call of the source. */
  refused(source: string): void {
    const now = this.clock();
    const window = this.windows.get(source);
    if (window && now - window.start < this.windowMs) window.count += 1;
    else {
      if (this.windows.size >= 10_000) this.forgetEnded(now);
      this.windows.set(source, { start: now, count: 1 });
    }
  }

  private forgetEnded(now: number): void {
    for (const [source, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(source);
    }
  }
}
