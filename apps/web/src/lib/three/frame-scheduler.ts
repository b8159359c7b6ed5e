/*
 * When the 3D view draws: at the next animation frame after a change, never in a loop of its
 * own, many changes making one frame; new points a worker draws go sooner, a microtask after
 * the change (`drawSoon`). PointCloudScene says what a frame draws; this says when.
 */

/** How frames are asked for; tests hand in their own, to run frames when they say. */
export interface FrameSchedulerOptions {
  /** The frame scheduler; requestAnimationFrame by default. */
  requestFrame?: (draw: (now: number) => void) => number;
  cancelFrame?: (handle: number) => void;
  /**
   * How new points a worker draws are sent to it: after the current task's other changes (a
   * microtask) by default, not at the next animation frame (`drawSoon`).
   */
  soon?: (draw: () => void) => void;
}

export class FrameScheduler {
  private readonly requestFrame: (draw: (now: number) => void) => number;
  private readonly cancelFrame: (handle: number) => void;
  private readonly soon: (draw: () => void) => void;
  /** The animation frame asked for and not drawn yet (its handle), or 0. */
  private pending = 0;
  /** Whether a `soon` frame is asked for and not drawn yet. */
  private soonAsked = false;
  private disposed = false;

  /** `drawFrame` draws one frame; it is called only until `dispose`. */
  constructor(
    private readonly drawFrame: (now: number) => void,
    options: FrameSchedulerOptions = {},
  ) {
    this.requestFrame = options.requestFrame ?? ((draw) => requestAnimationFrame(draw));
    this.cancelFrame = options.cancelFrame ?? ((handle) => cancelAnimationFrame(handle));
    // Called as a function of its own: a browser's queueMicrotask refuses another `this`
    // (passed bare, `queueMicrotask` throws "Illegal invocation").
    this.soon = options.soon ?? ((draw) => queueMicrotask(draw));
  }

  /** Asks for one frame at the next animation frame (many asks, one frame). */
  schedule(): void {
    if (this.pending || this.disposed) return;
    this.pending = this.requestFrame(this.draw);
  }

  /**
   * New points that a worker draws need no animation frame of this page: the worker draws
   * them and shows them on its own canvas. Sent at once (after the current task's other
   * changes), they reach the screen a frame's wait sooner: a seek waited 0–17 ms, 8 on average,
   * for the page's next frame before the worker started (bench/playback.ts). The frame takes
   * whatever else changed, and stands for an animation frame already asked.
   */
  drawSoon(): void {
    if (this.soonAsked || this.disposed) return;
    this.soonAsked = true;
    this.soon(() => {
      this.soonAsked = false;
      if (this.disposed) return;
      if (this.pending) this.cancelFrame(this.pending);
      this.draw(performance.now());
    });
  }

  /** No more frames: the one asked for is cancelled, and later asks draw nothing. */
  dispose(): void {
    this.disposed = true;
    if (this.pending) this.cancelFrame(this.pending);
    this.pending = 0;
  }

  private readonly draw = (now: number): void => {
    this.pending = 0;
    if (this.disposed) return;
    this.drawFrame(now);
  };
}
