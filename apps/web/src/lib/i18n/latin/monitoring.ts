/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_MONITORING: readonly string[] = [
  // The AD API's fourth operation mode (AUTO, REMOTE and MANUAL are the studio's list).
  'STOP',
  // The software stack a real vehicle runs.
  'Autoware',
  // Units: speed and the link's round trip.
  'km',
  'h',
  'ms',
];
