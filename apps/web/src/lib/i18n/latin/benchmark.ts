/**
 * Latin words a Korean page of this app may show (other-language.ts): only names, codes, units
 * and formats the field writes in Latin in Korean too (a message type, a file format), never an
 * ordinary English word.
 *
 * AI Benchmark: the devkits' metric names as Korean papers and leaderboards write them (mAP,
 * NDS, the nuScenes TP errors, KITTI's AP|R40 and AP|R11 at an IoU, bird's-eye BEV), TP / FP /
 * FN, the box axes x, y, z, units (m, m/s, MB), JSON and UTC. The class names (car, pedestrian,
 * cyclist) are not here: pages name them in Korean (차량, 보행자, 자전거), and where they are
 * the file format's own codes (the predictions example, the fields) they are marked
 * translate="no".
 */
export const LATIN_BENCHMARK: readonly string[] = [
  // Metrics.
  'AP',
  'mAP',
  'NDS',
  'IoU',
  'BEV',
  'R40',
  'R11',
  'ATE',
  'ASE',
  'AOE',
  'AVE',
  'AAE',
  'mATE',
  'mAOE',
  'TP',
  'FP',
  'FN',
  // Box axes and units.
  'x',
  'y',
  'z',
  'm',
  's',
  'kB',
  'MB',
  'GB',
  // Formats and time zone.
  'JSON',
  'UTC',
  // The static pages' (privacy policy) protocols and the password hash, by their names; this
  // file carries them as the helper for pages/static has no list of its own.
  'HTTPS',
  'SMTP',
  'argon2id',
];
