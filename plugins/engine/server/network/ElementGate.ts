/**
 * The concurrency limit of network elements within this process: a call waits for one of its element's
 * places, taken in arrival order. (Each process has its own places: N processes may make N × limit calls.)
 */
export class ElementGate {
  private readonly elements = new Map<string, { busy: number; waiting: (() => void)[] }>();

  async run<T>(elementId: string, limit: number, work: () => Promise<T>): Promise<T> {
    let state = this.elements.get(elementId);
    if (!state) {
      state = { busy: 0, waiting: [] };
      this.elements.set(elementId, state);
    }
    if (state.busy >= limit) await new Promise<void>((resolve) => state.waiting.push(resolve));
    else state.busy += 1;
    try {
      return await work();
    } finally {
      const next = state.waiting.shift();
      if (next) next();
      else {
        state.busy -= 1;
        if (state.busy === 0) this.elements.delete(elementId);
      }
    }
  }

  /** Calls under way to the element (for tests and health figures). */
  busy(elementId: string): number {
    return this.elements.get(elementId)?.busy ?? 0;
  }
}
