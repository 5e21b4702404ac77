/** A clock the tests move by hand, injected into the server runtime. */
export class FakeClock {
  private current: number;

  constructor(start: number = Date.now()) {
    this.current = start;
  }

  readonly now = (): number => this.current;

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
