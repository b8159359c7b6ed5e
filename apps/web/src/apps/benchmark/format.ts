/** A metric in 0..1 as the devkits print it: four decimals; '—' when not computed. */
export function metric(value: number | null | undefined, digits = 4): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}

/** A fraction as a percentage with one decimal ('61.2 %'). */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${(value * 100).toFixed(1)} %`;
}

/** A count with thousands separators. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** Class names as people write them. */
export function className(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The status of a submission or dataset as a short phrase with its progress. */
export function statusText(status: string, progress: number): string {
  if (status === 'queued') return 'Queued';
  if (status === 'running' || status === 'importing')
    return `${status === 'running' ? 'Evaluating' : 'Importing'} ${Math.round(progress * 100)} %`;
  if (status === 'done') return 'Done';
  if (status === 'ready') return 'Ready';
  return 'Failed';
}
