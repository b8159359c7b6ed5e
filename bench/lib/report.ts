import { round } from './stats';

/** One measured figure beside the baseline measured in the same run. */
export interface Figure {
  section:
    | 'api'
    | 'realtime'
    | 'web'
    | 'record'
    | 'playback'
    | 'fleet'
    | 'benchmark'
    | 'hdmap'
    | 'hmi'
    | 'calibration'
    | 'store'
    | 'remote'
    | 'education';
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** value / baseline */
  ratio: number;
  /** The target this figure is held to, when it has one. */
  target?: { text: string; holds: boolean };
  note?: string;
}

export function figure(input: Omit<Figure, 'ratio'>): Figure {
  return {
    ...input,
    value: round(input.value),
    baseline: round(input.baseline),
    ratio: round(input.value / input.baseline),
  };
}

/** Prints a progress line with the time since the run started. */
export function progress(started: number, line: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(3);
  console.log(`[bench ${seconds}s] ${line}`);
}

const cell = (value: number, unit: string) => `${value.toLocaleString('en-US')} ${unit}`.trim();

/** The figures as a plain-text table, targets marked as they hold or fail. */
export function table(figures: Figure[]): string {
  const header = ['figure', 'value', 'baseline', 'ratio', 'target'];
  const rows = figures.map((f) => [
    `${f.section}: ${f.name}`,
    cell(f.value, f.unit),
    `${cell(f.baseline, f.unit)} (${f.baselineName})`,
    `${f.ratio.toFixed(2)}×`,
    f.target ? `${f.target.holds ? 'HOLDS' : 'FAILS'}: ${f.target.text}` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
