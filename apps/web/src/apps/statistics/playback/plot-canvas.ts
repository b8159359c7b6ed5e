import type { Series } from './protocol';
import { type PlotWindow, SERIES_COLORS, formatValue } from './plot-series';

/** Colours the plot takes from the page's theme. */
export interface PlotColors {
  axis: string;
  grid: string;
  text: string;
}

const LEFT = 56;
/** The plot's margins below and above its area, CSS pixels (the cursor spans what is between). */
export const PLOT_BOTTOM = 22;
export const PLOT_TOP = 8;
const BOTTOM = PLOT_BOTTOM;
const TOP = PLOT_TOP;
const RIGHT = 8;

/**
 * Draws the series over the window and a few value and time ticks on a canvas sized in CSS
 * pixels × devicePixelRatio. The cursor is not drawn here (`cursorX`): it moves at every frame
 * of play, and drawing the whole plot again for it cost the page's thread at each one.
 */
export function drawPlot(
  context: CanvasRenderingContext2D,
  size: { width: number; height: number; ratio: number },
  series: ReadonlyArray<Pick<Series, 't' | 'v'>>,
  window: PlotWindow,
  range: [number, number],
  colors: PlotColors,
): void {
  const { width, height, ratio } = size;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const plotW = Math.max(1, width - LEFT - RIGHT);
  const plotH = Math.max(1, height - TOP - BOTTOM);
  const span = Math.max(1e-9, window.to - window.from);
  const x = (s: number) => LEFT + ((s - window.from) / span) * plotW;
  const y = (v: number) => TOP + (1 - (v - range[0]) / (range[1] - range[0])) * plotH;

  context.font = '11px system-ui, sans-serif';
  context.lineWidth = 1;
  // Value ticks: round values, about four lines across.
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  const valueStep = niceStep((range[1] - range[0]) / 4);
  for (
    let value = Math.ceil(range[0] / valueStep) * valueStep;
    value <= range[1];
    value += valueStep
  ) {
    const at = Math.round(y(value)) + 0.5;
    context.strokeStyle = colors.grid;
    context.beginPath();
    context.moveTo(LEFT, at);
    context.lineTo(LEFT + plotW, at);
    context.stroke();
    context.fillStyle = colors.text;
    context.fillText(formatValue(value), LEFT - 6, at);
  }
  // Time ticks: whole seconds, about every 100 px.
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const every = niceStep((span * 100) / plotW);
  for (let s = Math.ceil(window.from / every) * every; s <= window.to; s += every) {
    context.fillStyle = colors.text;
    context.fillText(`${formatValue(s)}`, x(s), TOP + plotH + 5);
  }

  context.save();
  context.beginPath();
  context.rect(LEFT, TOP, plotW, plotH);
  context.clip();
  context.lineWidth = 1.75;
  series.forEach((one, index) => {
    context.strokeStyle = SERIES_COLORS[index % SERIES_COLORS.length]!;
    context.beginPath();
    let started = false;
    for (let i = 0; i < one.t.length; i += 1) {
      const value = one.v[i]!;
      if (!Number.isFinite(value)) {
        started = false;
        continue;
      }
      const px = x(one.t[i]!);
      const py = y(value);
      if (started) context.lineTo(px, py);
      else context.moveTo(px, py);
      started = true;
    }
    context.stroke();
  });
  context.restore();

  context.strokeStyle = colors.axis;
  context.lineWidth = 1;
  context.strokeRect(LEFT + 0.5, TOP + 0.5, plotW, plotH);
}

/** 1, 2 or 5 × a power of ten, at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (power * factor >= raw) return power * factor;
  return power * 10;
}

/** Where the time `seconds` is across the canvas, CSS pixels from its left (secondsAtX's inverse). */
export function cursorX(seconds: number, width: number, window: PlotWindow): number {
  const plotW = Math.max(1, width - LEFT - RIGHT);
  const span = Math.max(1e-9, window.to - window.from);
  return LEFT + Math.min(1, Math.max(0, (seconds - window.from) / span)) * plotW;
}

/** The time (seconds) under a point of the canvas, x in CSS pixels. */
export function secondsAtX(xCss: number, width: number, window: PlotWindow): number {
  const plotW = Math.max(1, width - LEFT - RIGHT);
  const f = Math.min(1, Math.max(0, (xCss - LEFT) / plotW));
  return window.from + f * (window.to - window.from);
}
