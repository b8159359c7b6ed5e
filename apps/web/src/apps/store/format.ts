import type { ModuleCategory } from '@ads/contract';

const DASH = '—';

export const CATEGORY_TITLES: Record<ModuleCategory, string> = {
  sensing: 'Sensing',
  localization: 'Localization',
  perception: 'Perception',
  planning: 'Planning',
  control: 'Control',
  simulator: 'Simulator',
};

/** What each category holds, for the home page's entry points. */
export const CATEGORY_TEXT: Record<ModuleCategory, string> = {
  sensing: 'Drivers and filters for lidar, camera, radar, GNSS and IMU.',
  localization: 'Where the vehicle is: scan matching, EKF, GNSS fusion.',
  perception: 'Objects, lanes and traffic lights from the sensors.',
  planning: 'Routes, behaviour and the trajectory to drive.',
  control: 'Steering, throttle and brake that follow the trajectory.',
  simulator: 'Virtual vehicles, sensors and scenarios to test with.',
};

/** `sha256:0123456789ab…` → the first 12 hex digits, as Docker shows an image id. */
export function shortDigest(text: string): string {
  const hex = /([0-9a-f]{64})$/.exec(text)?.[1];
  return hex ? `sha256:${hex.slice(0, 12)}` : text;
}

/** The digest part of a pinned image reference (`name@sha256:…`), or null. */
export function digestOf(image: string): string | null {
  const at = image.lastIndexOf('@');
  return at > 0 ? image.slice(at + 1) : null;
}

/** A count with its noun: `1 install`, `3 installs`. */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : many}`;
}

/** How long ago a time was, in the largest whole unit (`3 days ago`); `now` for tests. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return DASH;
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  const steps: Array<[number, string]> = [
    [60, 'minute'],
    [60 * 60, 'hour'],
    [60 * 60 * 24, 'day'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 365, 'year'],
  ];
  let chosen = steps[0]!;
  for (const step of steps) if (seconds >= step[0] * 0.95) chosen = step;
  const count = Math.max(1, Math.round(seconds / chosen[0]));
  return `${plural(count, chosen[1])} ago`;
}
