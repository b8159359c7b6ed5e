import type { Series } from './protocol';

/*
 * The plot's arithmetic, without a canvas: which window of time to read around the current
 * time, when to read another, the value at the cursor, and the ranges the axes span.
 */

/** Seconds read either side of the current time. */
export const PLOT_HALF_WINDOW_S = 15;

export interface PlotWindow {
  from: number;
  to: number;
}

/** The window around `seconds` within the record (0..durationS). */
export function windowAround(
  seconds: number,
  durationS: number,
  half = PLOT_HALF_WINDOW_S,
): PlotWindow {
  const from = Math.max(0, seconds - half);
  const to = Math.min(durationS, seconds + half);
  return { from, to: Math.max(from, to) };
}

/**
 * Whether the cursor left the window read (by more than a fifth of it at either end, unless the
 * window already reaches the record's start or end): then another is read.
 */
export function leftWindow(
  seconds: number,
  window: PlotWindow,
  durationS: number,
  half = PLOT_HALF_WINDOW_S,
): boolean {
  const margin = half / 5;
  if (seconds < window.from || seconds > window.to) return true;
  if (window.from > 0 && seconds - window.from < margin) return true;
  if (window.to < durationS && window.to - seconds < margin) return true;
  return false;
}

/** The series' value at `seconds`: its latest sample at or before it; null before its first. */
export function valueAt(series: Pick<Series, 't' | 'v'>, seconds: number): number | null {
  const { t, v } = series;
  let low = 0;
  let high = t.length - 1;
  if (high < 0 || t[0]! > seconds) return null;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (t[middle]! <= seconds) low = middle;
    else high = middle - 1;
  }
  return v[low]!;
}

/** The values' range over the window, padded a little; a flat series gets ±1. */
export function valueRange(
  series: ReadonlyArray<Pick<Series, 't' | 'v'>>,
  window: PlotWindow,
): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const { t, v } of series) {
    for (let i = 0; i < t.length; i += 1) {
      if (t[i]! < window.from || t[i]! > window.to || !Number.isFinite(v[i]!)) continue;
      low = Math.min(low, v[i]!);
      high = Math.max(high, v[i]!);
    }
  }
  if (low === Infinity) return [-1, 1];
  if (high - low < 1e-9) return [low - 1, high + 1];
  const pad = (high - low) * 0.08;
  return [low - pad, high + pad];
}

/** A value as the plot's label shows it: up to 6 significant digits. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Number(value.toPrecision(6)).toString();
}

export const SERIES_COLORS = ['#1E88E5', '#E53935', '#43A047', '#FB8C00', '#8E24AA', '#00ACC1'];
