/**
 * The heights of a timeline's rows, measured in the browser as they are shown, and
 * a guess for those never shown yet: where each row starts, so that only the rows
 * near the view need to be in the page.
 */

/** A row never shown: about a message with its sender line. */
const GUESS = 56;

/** Where the view is held: at the bottom (following new messages), or a row `y` pixels below the view's top. */
export type Pin = { kind: 'bottom' } | { kind: 'row'; id: number; y: number };

export class RowHeights {
  private readonly measured = new Map<number, number>();
  private ids: readonly number[] = [];
  private index = new Map<number, number>();
  /** tops[i]: where row i starts; tops[n]: the whole height. Rebuilt when rows or heights changed. */
  private tops = new Float64Array(1);
  private stale = true;

  setRows(ids: readonly number[]): void {
    if (ids === this.ids) return;
    this.ids = ids;
    this.index = new Map(ids.map((id, i) => [id, i]));
    this.stale = true;
  }

  indexOf(id: number): number | undefined {
    return this.index.get(id);
  }

  /** Records a row's height; whether it changed. */
  set(id: number, height: number): boolean {
    const known = this.measured.get(id);
    if (known !== undefined && Math.abs(known - height) < 0.5) return false;
    this.measured.set(id, height);
    this.stale = true;
    return true;
  }

  private build(): Float64Array {
    if (!this.stale) return this.tops;
    const n = this.ids.length;
    const tops = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) tops[i + 1] = tops[i] + (this.measured.get(this.ids[i]) ?? GUESS);
    this.tops = tops;
    this.stale = false;
    return tops;
  }

  top(i: number): number {
    const tops = this.build();
    return tops[Math.max(0, Math.min(i, tops.length - 1))];
  }

  total(): number {
    return this.top(this.ids.length);
  }

  /** The row at height `y` (the first or last row beyond the ends). */
  at(y: number): number {
    const tops = this.build();
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tops[mid] <= y) lo = mid;
      else hi = mid - 1;
    }
    return Math.max(0, lo);
  }

  /** Rows [start, end) covering `from`..`to` (heights within the list). */
  span(from: number, to: number): { start: number; end: number } {
    if (!this.ids.length) return { start: 0, end: 0 };
    return { start: this.at(from), end: Math.min(this.ids.length, this.at(to) + 1) };
  }
}
