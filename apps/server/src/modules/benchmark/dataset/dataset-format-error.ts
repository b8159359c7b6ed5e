/**
 * A dataset, ground-truth or predictions file the benchmark refuses. The message is one
 * sentence naming the file (and line or entry) and what is wrong with it, written for the
 * person who made the file: the API shows it as is.
 */
export class DatasetFormatError extends Error {
  override name = 'DatasetFormatError';
}

/** '1001 bytes', '12.5 MB', '3.2 GB': sizes in refusals, decimal units as file managers show. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}
