/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_CALIBRATION: readonly string[] = [
  // Names and formats.
  'ChArUco',
  'ArUco',
  'OpenCV',
  'YAML',
  'PCD',
  'SVG',
  'PNG',
  'JPEG',
  'WebP',
  'BMP',
  'MP4',
  'WebM',
  'CSV',
  'ASCII',
  'WebGL',
  'SQPnP',
  'REP',
  // Camera parameters and axes, as the field writes them.
  'RMS',
  'fx',
  'fy',
  'cx',
  'cy',
  'k1',
  'k2',
  'k3',
  'k4',
  'k5',
  'k6',
  'p1',
  'p2',
  'x',
  'y',
  'z',
  'w',
  // Units.
  'px',
  'mm',
  'cm',
  'm',
  's',
  'dpi',
  'dBsm',
  'RCS',
];
