/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_MAP: readonly string[] = [
  // Formats and tools of the field, by their names.
  'OSM',
  'osm',
  'XML',
  'JOSM',
  'Autoware',
  'WebGL',
  'ID',
  // Map projectors, as Lanelet2 names them.
  'MGRS',
  'LocalCartesianUTM',
  'TransverseMercator',
  'Local',
  'UTC',
  // Keys, as the keyboard reads them.
  'Esc',
  'Del',
  'Shift',
  'Enter',
  // Units.
  'm',
  'km',
  'h',
  'MB',
];
