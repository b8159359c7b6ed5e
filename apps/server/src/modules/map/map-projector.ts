import type { MapProjector } from '@ads/lanelet2';

/** Canonical JSON (keys sorted): jsonb keeps its own key order, not the one written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two projectors are the same, however their keys are ordered. */
export const sameProjector = (a: MapProjector, b: MapProjector) => canonical(a) === canonical(b);
