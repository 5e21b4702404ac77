/**
 * Keeps the best `capacity` (score, index) pairs offered, in a min-heap with the worst at the root,
 * without allocating per offer. Ties rank by index, the lower first (list order: recent commands first).
 */
export class TopResults {
  private scores = new Float64Array(0);
  private indices = new Int32Array(0);
  private size = 0;
  private capacity = 0;

  reset(capacity: number): void {
    if (this.scores.length < capacity) {
      this.scores = new Float64Array(capacity);
      this.indices = new Int32Array(capacity);
    }
    this.capacity = capacity;
    this.size = 0;
  }

  /** Indices must be offered in ascending order, so an equal score never displaces a kept one. */
  offer(score: number, index: number): void {
    if (this.size < this.capacity) {
      let child = this.size++;
      this.scores[child] = score;
      this.indices[child] = index;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!this.worse(child, parent)) break;
        this.swap(child, parent);
        child = parent;
      }
      return;
    }
    if (this.capacity === 0 || score <= (this.scores[0] as number)) return;
    this.scores[0] = score;
    this.indices[0] = index;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let worst = parent;
      if (left < this.size && this.worse(left, worst)) worst = left;
      if (right < this.size && this.worse(right, worst)) worst = right;
      if (worst === parent) return;
      this.swap(parent, worst);
      parent = worst;
    }
  }

  /** The kept pairs, best first. */
  sorted(): { index: number; score: number }[] {
    const entries = Array.from({ length: this.size }, (_, slot) => ({
      index: this.indices[slot] as number,
      score: this.scores[slot] as number,
    }));
    return entries.sort((a, b) => b.score - a.score || a.index - b.index);
  }

  private worse(a: number, b: number): boolean {
    const scoreA = this.scores[a] as number;
    const scoreB = this.scores[b] as number;
    return scoreA < scoreB || (scoreA === scoreB && (this.indices[a] as number) > (this.indices[b] as number));
  }

  private swap(a: number, b: number): void {
    const score = this.scores[a] as number;
    const index = this.indices[a] as number;
    this.scores[a] = this.scores[b] as number;
    this.indices[a] = this.indices[b] as number;
    this.scores[b] = score;
    this.indices[b] = index;
  }
}
