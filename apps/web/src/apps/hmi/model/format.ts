/*
 * The driver panel's figures as they read: speeds in km/h, distances in m or km, durations in
 * seconds, minutes or hours, the steering angle in degrees with its side.
 */

import { i18n } from '../../../lib/i18n';

/** m/s → whole km/h, unsigned (reversing shows in the gear). */
export function speedKmh(metresPerSecond: number): number {
  const kmh = Math.round(Math.abs(metresPerSecond) * 3.6);
  return Object.is(kmh, -0) ? 0 : kmh;
}

/** "850 m", "1.2 km", "12 km". */
export function formatDistance(metres: number): string {
  const value = Math.max(0, metres);
  if (value < 1000) return i18n.t('hmi:format.metres', { value: Math.round(value) });
  const km = value / 1000;
  return i18n.t('hmi:format.km', { value: km < 10 ? km.toFixed(1) : Math.round(km) });
}

/** "45 s", "3 min 05 s", "1 h 02 min". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return i18n.t('hmi:format.seconds', { s: total });
  const minutes = Math.floor(total / 60);
  if (minutes < 60) {
    return i18n.t('hmi:format.minutes', { m: minutes, s: String(total % 60).padStart(2, '0') });
  }
  return i18n.t('hmi:format.hours', {
    h: Math.floor(minutes / 60),
    m: String(minutes % 60).padStart(2, '0'),
  });
}

/** Tyre angle (radians, positive left) as "12° L", "4° R" or "0°". */
export function formatSteering(radians: number): string {
  const degrees = Math.round((radians * 180) / Math.PI);
  if (degrees === 0) return '0°';
  return i18n.t(degrees > 0 ? 'hmi:format.left' : 'hmi:format.right', { deg: Math.abs(degrees) });
}

/** "1:05" while recording; hours when it runs that long ("1:02:03"). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}
