/*
 * The playback timeline's arithmetic, without React: times are nanoseconds as BigInt (a
 * record's clock passes 2^53 ns, where a number would lose the nanoseconds the index kept).
 * The page keeps the offset from the record's start; the worker is asked at start + offset.
 */

/** Speeds the select offers, slowest first. */
export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10] as const;
export type Speed = (typeof SPEEDS)[number];

export const NS_PER_S = 1_000_000_000n;
/** A step of the step buttons and ←/→; Shift takes a second. */
export const STEP_NS = 100_000_000n;
export const BIG_STEP_NS = NS_PER_S;

/** A decimal ns string as BigInt; null when it is not one (empty, signed, fractional). */
export function parseNs(text: string | null | undefined): bigint | null {
  if (!text || !/^\d{1,30}$/.test(text)) return null;
  return BigInt(text);
}

export function clampNs(value: bigint, low: bigint, high: bigint): bigint {
  return value < low ? low : value > high ? high : value;
}

/** The record's length in ns (never negative). */
export function durationNs(startNs: string, endNs: string): bigint {
  const start = parseNs(startNs) ?? 0n;
  const end = parseNs(endNs) ?? start;
  return end > start ? end - start : 0n;
}

/**
 * Where playback is after `elapsedMs` of wall time at `speed`, held at the end; `ended` when it
 * reached the end (the loop stops there).
 */
export function advance(
  offset: bigint,
  elapsedMs: number,
  speed: number,
  duration: bigint,
): { offset: bigint; ended: boolean } {
  const delta = BigInt(Math.max(0, Math.round(elapsedMs * speed * 1e6)));
  const next = offset + delta;
  return next >= duration ? { offset: duration, ended: true } : { offset: next, ended: false };
}

/** One step back or forward (`direction` −1 or 1) of `size` ns, within the record. */
export function step(offset: bigint, direction: -1 | 1, duration: bigint, size = STEP_NS): bigint {
  return clampNs(offset + (direction < 0 ? -size : size), 0n, duration);
}

/** Seconds from the start as a number (for plots and labels; ns precision is not needed there). */
export function secondsOf(offset: bigint): number {
  return Number(offset / 1000n) / 1e6;
}

/** An offset in seconds (a plot's axis) as ns, within the record. */
export function offsetOfSeconds(seconds: number, duration: bigint): bigint {
  if (!Number.isFinite(seconds)) return 0n;
  return clampNs(BigInt(Math.round(seconds * 1e6)) * 1000n, 0n, duration);
}

/** Where on the bar an offset is, 0..1. */
export function fractionOf(offset: bigint, duration: bigint): number {
  if (duration <= 0n) return 0;
  // Thousandths of a per-mille are plenty for a bar of a few thousand pixels.
  return Number((offset * 1_000_000n) / duration) / 1_000_000;
}

/** The offset at a place on the bar (0..1, clamped). */
export function offsetAtFraction(fraction: number, duration: bigint): bigint {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return (duration * BigInt(Math.round(f * 1_000_000))) / 1_000_000n;
}

/** "12.345" — seconds from the start with milliseconds (the unit comes from the catalogue). */
export function formatSeconds(offset: bigint): string {
  const negative = offset < 0n;
  const ms = (negative ? -offset : offset) / 1_000_000n;
  const text = `${ms / 1000n}.${String(ms % 1000n).padStart(3, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * The record's own clock at `startNs + offset`: on the wall clock the UTC instant to the
 * nanosecond (`2026-11-30 06:12:03.123456789`), on a simulation's clock its seconds
 * (`1234.567890123`).
 */
export function clockText(startNs: string, offset: bigint, clock: 'wall' | 'simulation'): string {
  const at = (parseNs(startNs) ?? 0n) + offset;
  const seconds = at / NS_PER_S;
  const fraction = String(at % NS_PER_S).padStart(9, '0');
  if (clock === 'simulation') return `${seconds}.${fraction}`;
  const date = new Date(Number(seconds) * 1000);
  if (Number.isNaN(date.getTime())) return `${seconds}.${fraction}`;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}.${fraction}`;
}

/** The URL parameter that carries the time: ns since the record's start. */
export const TIME_PARAM = 't';

/** The offset a link asks for (`?t=`), within the record; null when it asks none or nonsense. */
export function readTimeParam(search: URLSearchParams, duration: bigint): bigint | null {
  const value = parseNs(search.get(TIME_PARAM));
  return value === null ? null : clampNs(value, 0n, duration);
}

/** The link's time before the record's length is known (0 without one); the worker clamps it. */
export function linkedOffset(search: URLSearchParams): bigint {
  return parseNs(search.get(TIME_PARAM)) ?? 0n;
}

/** `search` with the time set to `offset` (other parameters kept). */
export function withTimeParam(search: URLSearchParams, offset: bigint): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TIME_PARAM, offset.toString());
  return next;
}

/** An absolute link to this page at `offset`: what "Copy link at this time" copies. */
export function linkAt(href: string, offset: bigint): string {
  const url = new URL(href);
  url.search = withTimeParam(url.searchParams, offset).toString();
  url.hash = '';
  return url.toString();
}

/**
 * What a key does on the playback: Space plays or pauses, ←/→ step 0.1 s (with Shift 1 s),
 * Home and End go to the start and the end. Null: the key is not the playback's.
 */
export function keyAction(
  key: { key: string; shiftKey: boolean },
  offset: bigint,
  duration: bigint,
): { toggle: true } | { seek: bigint } | null {
  const size = key.shiftKey ? BIG_STEP_NS : STEP_NS;
  switch (key.key) {
    case ' ':
    case 'Spacebar':
      return { toggle: true };
    case 'ArrowLeft':
      return { seek: step(offset, -1, duration, size) };
    case 'ArrowRight':
      return { seek: step(offset, 1, duration, size) };
    case 'Home':
      return { seek: 0n };
    case 'End':
      return { seek: duration };
    default:
      return null;
  }
}
