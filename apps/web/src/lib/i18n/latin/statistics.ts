/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_STATISTICS: readonly string[] = [
  // Satellite positioning, as Korean engineers write it.
  'GNSS',
  // Units: distance, speed (km/h), message rate, file sizes (lib/format-bytes.ts).
  'km',
  'h',
  'Hz',
  'kB',
  'MB',
  'GB',
  'TB',
  'PB',
  // The record files' extension (.mcap), beside .bag.
  'mcap',
  // Playback: the record clock's zone, the Shift key as keyboards label it, and Foxglove (a
  // product name: 'Open in Foxglove').
  'UTC',
  'Shift',
  'Foxglove',
];
