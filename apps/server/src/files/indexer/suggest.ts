import { CATEGORIES } from '../categories';
import type { RecordIndex, RecordSuggestions, RecordTopic } from './record-index';
import { solarElevationDeg, solarHour } from './sun';

/*
 * Suggested classification of a record from its index. Only keys and values of
 * `files/categories.ts` are suggested; the user confirms or changes them.
 *
 * time_of_day — from the sun's elevation at the route's first GNSS point and the record's
 *   start: Day at 6° and above, Night below -6° (past civil twilight: headlights, no daylight),
 *   in between Dawn before local solar noon and Dusk after (low sun, glare, twilight). The
 *   solar time is UTC + longitude / 15 h, and latitude and date set how high the sun gets.
 *   Without GNSS there is no place, and a UTC hour says nothing about local light, so nothing
 *   is suggested then; nor when the record's clock is not wall-clock.
 * road_type — Highway when the speed stays at or above 22 m/s (≈ 80 km/h, above urban and
 *   most rural limits) for 60 s without a break, or for at least half of the record (a short
 *   record cut out of a motorway drive). Urban when there is a GNSS route, the average speed
 *   (stops included) is below 12 m/s (≈ 43 km/h), the vehicle did drive (top speed ≥ 5 m/s),
 *   and it stopped at least once for 5 s (speed below 0.5 m/s: lights, junctions, traffic).
 *   Highway wins over Urban. Odometry alone does not suggest Urban: without a route, a slow
 *   drive with stops could as well be a parking lot or a test track.
 * sensor_setup — from topic types: PointCloud2 is lidar (radar when the topic's name says radar),
 *   Image/CompressedImage is a camera, and a type or topic naming radar is radar. Only the
 *   combinations the category lists are suggested (Camera only, Lidar only, Camera + lidar,
 *   Camera + lidar + radar).
 * tags — one per thing found: gnss, odometry, imu, lidar, camera, radar.
 */

export const HIGHWAY_MPS = 22;
export const HIGHWAY_SUSTAINED_S = 60;
export const HIGHWAY_SHARE = 0.5;
export const URBAN_MAX_AVG_MPS = 12;
export const URBAN_MIN_TOP_MPS = 5;
export const STOP_MPS = 0.5;
export const STOP_MIN_S = 5;
export const DAY_MIN_ELEVATION_DEG = 6;
export const NIGHT_MAX_ELEVATION_DEG = -6;

export function suggestFromIndex(index: RecordIndex): RecordSuggestions {
  const categories: Record<string, string> = {};
  const tags: string[] = [];
  const sensors = sensorsOf(index.topics);

  const timeOfDay = timeOfDayOf(index);
  if (timeOfDay) categories.time_of_day = timeOfDay;
  const roadType = roadTypeOf(index);
  if (roadType) categories.road_type = roadType;
  const setup = sensorSetupOf(sensors);
  if (setup) categories.sensor_setup = setup;

  if (index.route_source === 'gnss') tags.push('gnss');
  if (hasType(index.topics, ['nav_msgs/Odometry', 'nav_msgs/msg/Odometry'])) tags.push('odometry');
  if (hasType(index.topics, ['sensor_msgs/Imu', 'sensor_msgs/msg/Imu'])) tags.push('imu');
  if (sensors.lidar) tags.push('lidar');
  if (sensors.camera) tags.push('camera');
  if (sensors.radar) tags.push('radar');

  return { categories: onlyKnown(categories), tags };
}

function timeOfDayOf(index: RecordIndex): string | null {
  const first = index.route[0];
  if (index.route_source !== 'gnss' || !first || !index.start) return null;
  const [lon, lat, t] = first;
  const at = new Date(index.start.getTime() + t * 1000);
  const elevation = solarElevationDeg(at, lat, lon);
  if (elevation >= DAY_MIN_ELEVATION_DEG) return 'Day';
  if (elevation < NIGHT_MAX_ELEVATION_DEG) return 'Night';
  return solarHour(at, lon) < 12 ? 'Dawn' : 'Dusk';
}

function roadTypeOf(index: RecordIndex): string | null {
  const speed = index.speed;
  if (speed.length < 2) return null;
  const span = speed[speed.length - 1]![0] - speed[0]![0];
  if (span <= 0) return null;
  const fast = runs(index, (mps) => mps >= HIGHWAY_MPS);
  if (fast.longest >= HIGHWAY_SUSTAINED_S || fast.total >= HIGHWAY_SHARE * span) return 'Highway';
  const stops = runs(index, (mps) => mps < STOP_MPS);
  if (
    index.route_source === 'gnss' &&
    index.avg_speed_mps !== null &&
    index.avg_speed_mps < URBAN_MAX_AVG_MPS &&
    (index.max_speed_mps ?? 0) >= URBAN_MIN_TOP_MPS &&
    stops.longest >= STOP_MIN_S
  ) {
    return 'Urban';
  }
  return null;
}

/**
 * The longest stretch and the total time during which the speed meets `test`. Each sample
 * stands for the time until the next one.
 */
function runs(
  index: RecordIndex,
  test: (mps: number) => boolean,
): { longest: number; total: number } {
  const speed = index.speed;
  let longest = 0;
  let total = 0;
  let current = 0;
  for (let i = 0; i + 1 < speed.length; i++) {
    const [t, mps] = speed[i]!;
    const dt = speed[i + 1]![0] - t;
    if (test(mps)) {
      current += dt;
      total += dt;
      longest = Math.max(longest, current);
    } else {
      current = 0;
    }
  }
  return { longest, total };
}

interface Sensors {
  lidar: boolean;
  camera: boolean;
  radar: boolean;
}

function sensorsOf(topics: RecordTopic[]): Sensors {
  const sensors: Sensors = { lidar: false, camera: false, radar: false };
  for (const topic of topics) {
    const type = topic.type;
    const namesRadar = /radar/i.test(type) || /radar/i.test(topic.name);
    if (namesRadar) sensors.radar = true;
    else if (/(^|\/)PointCloud2$/.test(type)) sensors.lidar = true;
    if (/(^|\/|\.)(Image|CompressedImage|RawImage)$/.test(type)) sensors.camera = true;
  }
  return sensors;
}

function sensorSetupOf({ lidar, camera, radar }: Sensors): string | null {
  if (camera && lidar && radar) return 'Camera + lidar + radar';
  if (camera && lidar && !radar) return 'Camera + lidar';
  if (camera && !lidar && !radar) return 'Camera only';
  if (lidar && !camera && !radar) return 'Lidar only';
  return null;
}

const hasType = (topics: RecordTopic[], types: string[]) =>
  topics.some((topic) => types.includes(topic.type));

/** A guard against a rule and the category list drifting apart: unknown pairs are dropped. */
function onlyKnown(categories: Record<string, string>): Record<string, string> {
  const known: Record<string, string> = {};
  for (const [key, value] of Object.entries(categories)) {
    if (CATEGORIES.some((category) => category.key === key && category.values.includes(value))) {
      known[key] = value;
    }
  }
  return known;
}
