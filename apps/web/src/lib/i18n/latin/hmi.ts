/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 */
export const LATIN_HMI: readonly string[] = [
  // Driving modes and the AD API's names for them (the mode chip), the stop buttons.
  'STOP',
  'AUTONOMOUS',
  'LOCAL',
  // Products: the autonomous-driving stack, the browser's 3D, the status page's services.
  'Autoware',
  'WebGL',
  'API',
  'PGlite',
  'rosbridge',
  'MRM',
  // Units: km/h, m, km, ms.
  'km',
  'h',
  'm',
  'ms',
];
