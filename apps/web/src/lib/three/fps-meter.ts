/**
 * Frames drawn per second, reported about once per `windowMs` while drawing goes on. The view
 * draws on demand, so this counts frames that were asked for: it measures what the view can
 * do only while something asks for a frame on every animation frame (a drag, a stream of new
 * point clouds, or the view's `continuous` mode). A pause longer than `idleMs` starts a new
 * window, so idle time never drags the number down.
 */
export class FpsMeter {
  private windowStart = -1;
  private last = -1;
  private intervals = 0;

  constructor(
    private readonly report: (fps: number) => void,
    private readonly windowMs = 1000,
    private readonly idleMs = 500,
  ) {}

  /** Call once per drawn frame with its timestamp (ms). */
  tick(now: number): void {
    if (this.last < 0 || now - this.last > this.idleMs) {
      this.windowStart = now;
      this.intervals = 0;
    } else {
      this.intervals += 1;
    }
    this.last = now;
    const elapsed = now - this.windowStart;
    if (elapsed >= this.windowMs && this.intervals > 0) {
      this.report((this.intervals * 1000) / elapsed);
      this.windowStart = now;
      this.intervals = 0;
    }
  }
}
