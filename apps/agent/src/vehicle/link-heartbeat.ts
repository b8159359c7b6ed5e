import { TELEOP } from '@ads/contract';

export interface LinkHeartbeat {
  /** Starts the timeline at `from` (the link's clock): the first slot is one period later. */
  start(from: number): void;
  stop(): void;
}

/**
 * The link's heartbeat at TELEOP.stateHz: each slot aims at `last + period` on the clock, not
 * at "100 ms after the previous one ran", so a busy process does not slow the rate down; slots
 * missed by a stall are skipped rather than sent in a burst. `alive` is asked after each slot:
 * the timeline goes on only while the studio link is up.
 */
export function createLinkHeartbeat(
  now: () => number,
  tick: () => void,
  alive: () => boolean,
): LinkHeartbeat {
  const period = 1000 / TELEOP.stateHz;
  let timer: NodeJS.Timeout | undefined;

  function schedule(last: number): void {
    let next = last + period;
    if (next <= now()) next = now() + period;
    timer = setTimeout(() => {
      tick();
      if (alive()) schedule(next);
    }, next - now());
    timer.unref();
  }

  return {
    start: schedule,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
