import {
  type RecordChannel,
  type RecordMessage,
  type RecordReader,
  noMessages,
  numericFields,
} from '@ads/record-reader';
import { MotionCollector, motionKind } from './motion';
import { withRecord } from './open-record';
import type { RecordIndex, RecordTopic } from './record-index';

/** Decoding the first messages of a topic is tried this many times before it is listed bare. */
const FIELD_SAMPLE_ATTEMPTS = 3;
/** Times before 2000-01-01 are a simulation's or a device's own clock, not the wall clock. */
const WALL_CLOCK_FROM_NS = 946_684_800n * 1_000_000_000n;

interface TopicEntry {
  name: string;
  type: string;
  encoding: string;
  count: number;
  fields: string[] | null;
  attempts: number;
}

/**
 * Indexes a driving record (MCAP or ROS 1 bag, told apart by content), reading it from disk a
 * piece at a time. A bag's index gives counts and times without a scan; then only the first
 * messages of each topic (for its fields) and the GNSS/odometry topics (for route and speed) are
 * read. An MCAP file is read once, front to back, whatever its summary holds: the pass counts,
 * samples and checks every byte against the file's checksums. Throws `RecordIndexError` with a
 * sentence for the user when the file cannot be indexed.
 */
export async function indexRecord(path: string): Promise<RecordIndex> {
  return withRecord(path, undefined, async (reader) => {
    const topics = new Map<string, TopicEntry>();
    const motion = new MotionCollector();
    const entryOf = (channel: RecordChannel): TopicEntry => {
      let entry = topics.get(channel.topic);
      if (!entry) {
        entry = {
          name: channel.topic,
          type: channel.type,
          encoding: channel.encoding,
          count: 0,
          fields: null,
          attempts: 0,
        };
        topics.set(channel.topic, entry);
      }
      return entry;
    };
    const observe = (message: RecordMessage, entry: TopicEntry): void => {
      const kind = motionKind(message.channel.type);
      const sample = entry.fields === null && entry.attempts < FIELD_SAMPLE_ATTEMPTS;
      if (!kind && !sample) return;
      const decode = message.channel.decoder();
      if (!decode) return;
      let decoded: unknown;
      try {
        decoded = decode(message.data);
      } catch {
        if (sample) entry.attempts++;
        return; // One message that does not decode does not stop the index.
      }
      if (sample) entry.fields = numericFields(decoded);
      if (kind) motion.add(kind, message.channel.topic, message.timeNs, decoded);
    };

    let startNs: bigint;
    let endNs: bigint;
    const counts = reader.summary?.counts;
    const indexedCount = counts ? [...counts.values()].reduce((sum, n) => sum + n, 0) : 0;
    if (reader.summary && counts && indexedCount > 0) {
      ({ startNs, endNs } = reader.summary);
      for (const [channel, count] of counts) if (count > 0) entryOf(channel).count += count;
      await sampleFields(reader, topics, observe);
      const motionTopics = reader
        .channels()
        .filter((channel) => motionKind(channel.type) && (counts.get(channel) ?? 0) > 0)
        .map((channel) => channel.topic);
      // Every fix and odometry message (the bag's index has no cheaper way to them).
      for await (const message of reader.scan([...new Set(motionTopics)])) {
        // Fields were sampled above: only the motion is wanted here.
        const entry = entryOf(message.channel);
        if (entry.fields === null) entry.attempts = FIELD_SAMPLE_ATTEMPTS;
        observe(message, entry);
      }
    } else {
      let first: bigint | null = null;
      let last: bigint | null = null;
      // One pass over the whole file, which checks it as it goes (the MCAP scan).
      for await (const message of reader.scan()) {
        const entry = entryOf(message.channel);
        entry.count++;
        if (first === null || message.timeNs < first) first = message.timeNs;
        if (last === null || message.timeNs > last) last = message.timeNs;
        observe(message, entry);
      }
      if (first === null || last === null) throw noMessages();
      startNs = first;
      endNs = last;
    }

    const listed = [...topics.values()].filter((entry) => entry.count > 0);
    const messageCount = listed.reduce((sum, entry) => sum + entry.count, 0);
    if (messageCount === 0) throw noMessages();
    const duration = Number(endNs - startNs) / 1e9;
    const wallClock = startNs >= WALL_CLOCK_FROM_NS;
    return {
      format: reader.format,
      start: wallClock ? nsToDate(startNs) : null,
      end: wallClock ? nsToDate(endNs) : null,
      start_ns: startNs,
      end_ns: endNs,
      duration_s: duration,
      message_count: messageCount,
      topics: listed
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((entry): RecordTopic => ({
          name: entry.name,
          type: entry.type,
          encoding: entry.encoding,
          count: entry.count,
          rate_hz: duration > 0 ? entry.count / duration : 0,
          fields: entry.fields ?? [],
        })),
      ...motion.finish(startNs),
    };
  });
}

/** The first messages of each decodable topic, read topic by topic from the file's index. */
async function sampleFields(
  reader: RecordReader,
  topics: Map<string, TopicEntry>,
  observe: (message: RecordMessage, entry: TopicEntry) => void,
): Promise<void> {
  for (const entry of topics.values()) {
    if (entry.count === 0) continue;
    const decodable = reader
      .channels()
      .some((channel) => channel.topic === entry.name && channel.decoder() !== null);
    if (!decodable) continue;
    for await (const message of reader.messages([entry.name])) {
      if (motionKind(message.channel.type)) {
        // Motion topics are read in full afterwards; sample their fields without adding twice.
        sampleOnly(message, entry);
      } else {
        observe(message, entry);
      }
      if (entry.fields !== null || entry.attempts >= FIELD_SAMPLE_ATTEMPTS) break;
    }
  }
}

function sampleOnly(message: RecordMessage, entry: TopicEntry): void {
  const decode = message.channel.decoder();
  if (!decode) return;
  try {
    entry.fields = numericFields(decode(message.data));
  } catch {
    entry.attempts++;
  }
}

const nsToDate = (ns: bigint) => new Date(Number(ns / 1_000_000n));
