import { i18n } from '../../../lib/i18n';

/** How FMS writes live figures: speed, energy, ages, countdowns and link quality. */

const DASH = '—';

/** Metres per second as km/h with one decimal; negative while reversing. */
export function formatSpeedKmh(mps: number | null | undefined): string {
  if (mps === null || mps === undefined || !Number.isFinite(mps)) return DASH;
  const kmh = mps * 3.6;
  // −0.0 km/h reads as a fault; a vehicle standing still is at 0.0.
  return `${(Math.abs(kmh) < 0.05 ? 0 : kmh).toFixed(1)} km/h`;
}

/** Battery or fuel as a whole percentage. */
export function formatEnergy(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return DASH;
  return `${Math.round(Math.min(100, Math.max(0, percent)))} %`;
}

/** How long ago `at` was (epoch ms): "just now", "5 s ago", "3 min ago", "2 h ago", "4 d ago". */
export function formatAgo(at: number | null, now: number): string {
  if (at === null || !Number.isFinite(at)) return i18n.t('monitoring:format.never');
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 2) return i18n.t('monitoring:format.justNow');
  if (seconds < 60) return i18n.t('monitoring:format.secondsAgo', { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.t('monitoring:format.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return i18n.t('monitoring:format.hoursAgo', { count: hours });
  return i18n.t('monitoring:format.daysAgo', { count: Math.floor(hours / 24) });
}

/** A countdown in whole seconds, rounded up so it reaches 0 s only at the deadline. */
export function formatCountdown(ms: number): string {
  return i18n.t('monitoring:format.seconds', { count: Math.max(0, Math.ceil(ms / 1000)) });
}

/** A round trip in milliseconds; under 10 ms with one decimal. */
export function formatLatency(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return DASH;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** Packet loss as a percentage with one decimal. */
export function formatLoss(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return DASH;
  return `${percent.toFixed(1)} %`;
}

/** Front tyre angle (radians, positive left) in degrees with the side: "12° L", "3° R", "0°". */
export function formatSteering(radians: number | null | undefined): string {
  if (radians === null || radians === undefined || !Number.isFinite(radians)) return DASH;
  const degrees = Math.round((radians * 180) / Math.PI);
  if (degrees === 0) return '0°';
  const side = degrees > 0 ? 'monitoring:format.left' : 'monitoring:format.right';
  return i18n.t(side, { degrees: Math.abs(degrees) });
}

/** A compass heading as degrees in 0–359 with its nearest point: "92° E". */
export function formatHeading(degrees: number | null | undefined): string {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return DASH;
  const normal = ((Math.round(degrees) % 360) + 360) % 360;
  const points = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
  const point = i18n.t(`monitoring:format.points.${points[Math.round(normal / 45) % 8]!}`);
  return i18n.t('monitoring:format.heading', { degrees: normal, point });
}

/** A local clock time `HH:mm:ss` of an epoch ms. */
export function formatClock(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
