const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];

/**
 * A size as a person reads it, the same in every app: decimal units (1 kB = 1000 B, as storage
 * vendors, file managers and the container registries count) and three significant digits;
 * a dash for what is not a size.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}
