import { BENCH_CLASSES, type BenchClass, NUSCENES_ATTRIBUTES } from '@ads/contract';

/** For refusals: "(car, pedestrian, cyclist)". */
export const CLASS_LIST = BENCH_CLASSES.join(', ');

/** Files may write `Car`, `car` or `CAR`; the benchmark keeps the lower-case name. */
export function parseBenchClass(raw: string): BenchClass | undefined {
  const lower = raw.toLowerCase();
  return (BENCH_CLASSES as readonly string[]).includes(lower) ? (lower as BenchClass) : undefined;
}

/**
 * The nuScenes attributes a class may carry, as the devkit's classes do: vehicle.* for cars,
 * cycle.* for cyclists (nuScenes' bicycle), pedestrian.* for pedestrians. An attribute of
 * another class is a mistake in the file, not a prediction worth scoring.
 */
const ATTRIBUTE_PREFIX: Record<BenchClass, string> = {
  car: 'vehicle.',
  pedestrian: 'pedestrian.',
  cyclist: 'cycle.',
};

export function attributesOf(cls: BenchClass): string[] {
  return NUSCENES_ATTRIBUTES.filter((a) => a.startsWith(ATTRIBUTE_PREFIX[cls]));
}

export function isNuScenesAttribute(value: string): boolean {
  return (NUSCENES_ATTRIBUTES as readonly string[]).includes(value);
}
