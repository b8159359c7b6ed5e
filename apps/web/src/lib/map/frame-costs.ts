/**
 * What a map's still frames cost to draw, and whether that is too slow to draw them while the
 * view moves (picture-while-moving.ts). A frame's cost is the time from its render to the next
 * animation frame: under software GL that is the GPU process drawing it and the page reading it
 * back at commit (200 ms for a 5,000-lanelet map here), on a GPU one display frame.
 */
export class FrameCosts {
  private readonly costs: number[] = [];

  /**
   * @param slowMs A frame slower than this (median of the last `window`) is too slow to move
   *   with: below 20 frames a second a drag no longer follows the hand.
   * @param window How many of the latest frames decide; one slow frame (a tile loading, a
   *   collection) does not.
   */
  constructor(
    private readonly slowMs = 50,
    private readonly window = 5,
  ) {}

  add(ms: number): void {
    this.costs.push(ms);
    if (this.costs.length > this.window) this.costs.shift();
  }

  /** The median of the latest frames' costs (ms); null before any was measured. */
  get median(): number | null {
    if (this.costs.length === 0) return null;
    const sorted = [...this.costs].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }

  /** Whether the latest frames are too slow to draw while the view moves. */
  get slow(): boolean {
    if (this.costs.length < Math.min(3, this.window)) return false;
    return this.median! > this.slowMs;
  }
}
