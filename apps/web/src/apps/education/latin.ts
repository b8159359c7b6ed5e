/**
 * Latin words ADS Education's Korean pages may show besides lib/i18n's ALLOWED_LATIN: units,
 * the benchmarks' metric and dataset names, the sample map's name and the technologies the
 * pages name. Code (field names, file formats) is marked translate="no" instead.
 */
export const EDUCATION_LATIN: readonly string[] = [
  // Units.
  'm',
  's',
  'ms',
  'MB',
  'km',
  'h',
  'rad',
  // Metrics and datasets (AI Benchmark's), the sample road network.
  'NDS',
  'mAP',
  'AP',
  'R40',
  'nuScenes',
  'KITTI',
  'City',
  // Technologies named in sentences.
  'JavaScript',
  'Markdown',
  'Web',
  'Worker',
];
