import { localeOf } from '../../../lib/i18n';

export interface SignalChoice {
  topic: string;
  field: string;
}

/** A topic as the ranking reads it: its name, its type when known, its numeric fields. */
export interface RankedTopic {
  name: string;
  type?: string;
  fields: readonly string[];
}

/** A field inside a list (`objects.0.speed`), scored below any field of the message itself. */
const IN_A_LIST = 0.5;

/** The last part of a field path names what it measures (`twist.twist.linear.x` → `x`). */
const SPEED_NAMES = /^(speed|velocity|longitudinal_velocity|vehicle_speed|speed_mps)$/i;
/** Topics that report the vehicle itself (its status, Autoware's velocity report). */
const isVehicleTopic = (topic: RankedTopic) =>
  /^\/vehicle(\/|$)/.test(topic.name) || /VehicleStatus|VelocityReport/.test(topic.type ?? '');
/** GNSS fixes: a fix type with its own speed (gps_common/GPSFix) gives the GNSS speed. */
const isGnssTopic = (topic: RankedTopic) => /NavSatFix|LocationFix|GPSFix/.test(topic.type ?? '');

/**
 * How telling a field is to plot first. The vehicle's speed comes first: a vehicle topic's speed
 * field (`/vehicle/status` `speed` above all), then odometry's `twist.twist.linear.x`, then a
 * GNSS fix's speed; other motion next, time stamps least. A field inside a list
 * (`objects.0.speed`: whichever object came first in one message) never comes before a field
 * of the message itself.
 */
function interest(topic: RankedTopic, field: string): number {
  if (/^header\.|\.stamp\b|_ns$|seq$/i.test(field)) return 0;
  if (/(^|\.)\d+(\.|$)/.test(field)) return IN_A_LIST;
  const last = field.slice(field.lastIndexOf('.') + 1);
  const speedName = SPEED_NAMES.test(last);
  if (speedName && isVehicleTopic(topic)) return topic.name === '/vehicle/status' ? 8 : 7;
  if (field === 'twist.twist.linear.x') return 6;
  if (speedName && isGnssTopic(topic)) return 5;
  if (/speed/i.test(field)) return 4;
  if (/twist\.linear\.x$/i.test(field)) return 3;
  if (/velocity|acceleration|latitude|longitude/i.test(field)) return 2;
  return 1;
}

/**
 * The signal shown when the page opens: the vehicle's speed when the record has it, else the
 * most telling field of any topic (the first topic wins a tie); null without any. The record's
 * signal plot and the playback's first plot series both take it (one ranking); the playback
 * takes no field inside a list (`inLists: false`), as a plot of whichever object came first is
 * no plot of the drive.
 */
export function defaultSignal(
  topics: readonly RankedTopic[],
  options: { inLists?: boolean } = {},
): SignalChoice | null {
  const floor = options.inLists === false ? IN_A_LIST : -1;
  let best: (SignalChoice & { score: number }) | null = null;
  for (const topic of topics) {
    for (const field of topic.fields) {
      const score = interest(topic, field);
      if (score > floor && (!best || score > best.score)) {
        best = { topic: topic.name, field, score };
      }
    }
  }
  return best && { topic: best.topic, field: best.field };
}

/** One compact format per language: an axis formats many ticks. */
const compact = new Map<string, Intl.NumberFormat>();

/**
 * A signal value on its axis: compact, so large values (time stamps, counters) still fit; in
 * the language shown (`1.71746B`, `17.1746억`).
 */
export function formatSignalTick(value: number): string {
  const locale = localeOf();
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 6 });
    compact.set(locale, format);
  }
  return format.format(value);
}
