import type { RecordFormat } from '@ads/record-reader';

/*
 * What the indexer tells about a driving record. Plain types with the shapes of the drafted
 * contract (`packages/contract/src/rest/record.ts`: RecordTopic, RoutePoint, SpeedSample,
 * RecordSuggestions, Signal); the contract's schemas are to be aligned to these.
 */

export type { RecordFormat };

/** A topic (channel) of a record, as the index found it. */
export interface RecordTopic {
  name: string;
  /** Message type / schema name, e.g. `sensor_msgs/msg/NavSatFix`; '' when the file names none. */
  type: string;
  /** Message encoding: `ros1`, `cdr`, `json`, … */
  encoding: string;
  count: number;
  /** Messages per second over the record's duration (0 when the duration is 0). */
  rate_hz: number;
  /** Numeric fields that can be plotted (dotted paths, e.g. `twist.twist.linear.x`). */
  fields: string[];
}

/** Longitude, latitude (WGS 84 degrees), seconds from the record's start. */
export type RoutePoint = [lon: number, lat: number, t: number];
/** Seconds from the record's start, metres per second. */
export type SpeedSample = [t: number, mps: number];

export interface RecordIndex {
  format: RecordFormat;
  /** Wall-clock start and end; null when the record's clock is not wall-clock (simulation time). */
  start: Date | null;
  end: Date | null;
  /** The first and last log times, in nanoseconds on the record's own clock, wall or simulation. */
  start_ns: bigint;
  end_ns: bigint;
  duration_s: number;
  message_count: number;
  topics: RecordTopic[];
  /** The driven route, simplified to at most 2000 points; empty without GNSS. */
  route: RoutePoint[];
  route_source: 'gnss' | 'odometry' | null;
  /** At most 2000 samples. */
  speed: SpeedSample[];
  /** Driven distance from GNSS or odometry; null when the record has neither. */
  distance_m: number | null;
  avg_speed_mps: number | null;
  max_speed_mps: number | null;
}

/** One numeric field of a topic over time, downsampled for display. */
export interface Signal {
  /** Seconds from the record's start. */
  t: number[];
  v: number[];
}

export interface RecordSuggestions {
  /** Category key → value, only keys and values of `files/categories.ts`. */
  categories: Record<string, string>;
  tags: string[];
}
