/* Line numbers for messages about an XML text, computed only when a message needs one. */

export class LineCounter {
  private lineStarts: number[] | null = null;
  private lineCursorOffset = 0;
  private lineCursorLine = 1;
  private backwardQueries = 0;

  constructor(private readonly text: string) {}

  /**
   * 1-based line of an offset. Most files need no line numbers at all and findings mostly come
   * in file order, so lines are counted onwards from the last answer; only when queries keep
   * going backwards is a full line table worth building.
   */
  lineAt(offset: number): number {
    if (this.lineStarts === null && offset < this.lineCursorOffset) {
      this.backwardQueries += 1;
      if (this.backwardQueries > 2) this.lineStarts = this.buildLineStarts();
      else {
        this.lineCursorOffset = 0;
        this.lineCursorLine = 1;
      }
    }
    if (this.lineStarts !== null) return this.lineFromTable(this.lineStarts, offset);
    const text = this.text;
    let line = this.lineCursorLine;
    for (let nl = text.indexOf('\n', this.lineCursorOffset); nl >= 0 && nl < offset;) {
      line += 1;
      nl = text.indexOf('\n', nl + 1);
    }
    this.lineCursorOffset = offset;
    this.lineCursorLine = line;
    return line;
  }

  private buildLineStarts(): number[] {
    const starts = [0];
    for (let nl = this.text.indexOf('\n'); nl >= 0; nl = this.text.indexOf('\n', nl + 1)) {
      starts.push(nl + 1);
    }
    return starts;
  }

  private lineFromTable(starts: number[], offset: number): number {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}
