/**
 * A clock over simulated time for a view that plays an episode: the live Try (whose frames may
 * still be arriving) and the replay (whose trace is whole). Pure: the page's animation frame
 * hands it the wall time that passed.
 */
export interface Playback {
  /** Simulated seconds shown. */
  t: number;
  playing: boolean;
  /** Simulated seconds per wall second. */
  rate: number;
}

export const PLAYBACK_RATES = [1, 2, 4, 8, 16] as const;

export const startPlayback = (rate = 4): Playback => ({ t: 0, playing: true, rate });

/**
 * Moves the clock on by `wallS` seconds, up to `available` (what the frames reach). When the
 * episode is `complete` and the clock reaches its end, it stops there.
 */
export function advance(
  playback: Playback,
  wallS: number,
  available: number,
  complete: boolean,
): Playback {
  if (!playback.playing) return playback;
  const t = Math.min(available, playback.t + wallS * playback.rate);
  if (complete && t >= available) return { ...playback, t: available, playing: false };
  return t === playback.t ? playback : { ...playback, t };
}

/** Jumps to `t` (a seek on the timeline), kept within the episode. */
export const seek = (playback: Playback, t: number, end: number): Playback => ({
  ...playback,
  t: Math.max(0, Math.min(end, t)),
});

/** Play or pause; playing again from the end starts over. */
export function toggle(playback: Playback, end: number): Playback {
  if (playback.playing) return { ...playback, playing: false };
  return { ...playback, playing: true, t: playback.t >= end ? 0 : playback.t };
}

/** `m:ss.s` of simulated time. */
export function clockText(t: number): string {
  const minutes = Math.floor(t / 60);
  const seconds = t - minutes * 60;
  return `${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}
