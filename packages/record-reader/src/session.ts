import type { ByteSource } from './byte-source';
import { cloneSafe } from './clone-safe';
import { numberAt, numericFields } from './fields';
import type { ReaderOptions } from './mcap-reader';
import { openRecordSource } from './open-record';
import type { RecordChannel, RecordFormat, RecordMessage, RecordReader } from './record-reader';
import { canonicalType, topicKind } from './views/message-type';
import { gnssView } from './views/pose';
import type { MessageView, TopicKind } from './views/types';
import { messageView } from './views/view-of';

/*
 * One record opened for playback: what its summary tells, the message of each topic at a time,
 * numeric series over a window and the numeric paths of a topic. A record with a summary (an
 * indexed MCAP, a closed bag) is read by log time: only the chunks around the asked time are
 * read (the byte source's reads are what crosses the network). One without a summary can only
 * be read front to back, so every request passes over the whole file (kept to the source's
 * block cache); the page should say that such a record plays slowly.
 */

export interface SessionTopic {
  topic: string;
  type: string;
  encoding: string;
  /** From the summary; 0 when it does not tell. */
  count: number;
  kind: TopicKind;
  decodable: boolean;
}

export interface SessionSummary {
  format: RecordFormat;
  startNs: bigint;
  endNs: bigint;
  topics: SessionTopic[];
  fileBytes: number;
  /** Whether reads by time seek (false: every read passes over the whole file). */
  indexed: boolean;
}

export interface SessionMessage {
  topic: string;
  timeNs: bigint;
  /** The decoded message, structured-clone safe; null when it could not be decoded. */
  message: unknown;
  view?: MessageView;
  /** Why the message could not be decoded or drawn. */
  error?: string;
  /**
   * The message the caller already has (its `have` names this topic at this time): not decoded
   * again, `message` null and no view.
   */
  same?: true;
}

export interface SessionSeries {
  topic: string;
  path: string;
  /** Seconds from the record's start. */
  t: Float64Array;
  v: Float64Array;
}

interface Passed {
  counts: Map<string, number>;
  startNs: bigint;
  endNs: bigint;
}

export interface SessionOptions extends ReaderOptions {
  /**
   * What each decoded message becomes before it is given out: `cloneSafe` by default (its
   * typed arrays own their buffers, so posting it copies no chunk). A caller that shapes the
   * message itself (the playback worker: long arrays as previews) passes its own, and a cloud's
   * megabytes are not copied only to be dropped.
   */
  prepare?: (decoded: unknown) => unknown;
}

/** How far back `at` looks in one read before asking topic by topic (10 s). */
export const DEFAULT_LOOKBACK_NS = 10_000_000_000n;

export class RecordSession {
  private readonly byTopic = new Map<string, RecordChannel>();
  private origin: { lat: number; lon: number } | null | undefined;

  private constructor(
    readonly reader: RecordReader,
    readonly source: ByteSource,
    private readonly passed: Passed | undefined,
    private readonly prepare: (decoded: unknown) => unknown,
  ) {
    for (const channel of reader.channels()) {
      if (!this.byTopic.has(channel.topic)) this.byTopic.set(channel.topic, channel);
    }
  }

  /**
   * Opens a record on `source`: reads its header and summary, nothing of its messages. A record
   * without a summary is passed over once to learn its topics, counts and times.
   */
  static async open(source: ByteSource, options: SessionOptions = {}): Promise<RecordSession> {
    const reader = await openRecordSource(source, options);
    const passed = reader.summary ? undefined : await RecordSession.pass(reader);
    return new RecordSession(reader, source, passed, options.prepare ?? cloneSafe);
  }

  /** What a pass over a whole file tells in place of a summary. */
  private static async pass(reader: RecordReader): Promise<Passed> {
    const counts = new Map<string, number>();
    let startNs: bigint | null = null;
    let endNs: bigint | null = null;
    try {
      for await (const { channel, timeNs } of reader.scan()) {
        counts.set(channel.topic, (counts.get(channel.topic) ?? 0) + 1);
        if (startNs === null || timeNs < startNs) startNs = timeNs;
        if (endNs === null || timeNs > endNs) endNs = timeNs;
      }
    } catch (error) {
      await reader.close();
      throw error;
    }
    return { counts, startNs: startNs ?? 0n, endNs: endNs ?? 0n };
  }

  summary(): SessionSummary {
    const { reader } = this;
    const counts = reader.summary?.statedCounts;
    const topics = [...this.byTopic.values()].map((channel) => ({
      topic: channel.topic,
      type: channel.type,
      encoding: channel.encoding,
      count: this.passed?.counts.get(channel.topic) ?? this.countOf(channel.topic, counts),
      kind: topicKind(channel.type),
      decodable: channel.decoder() !== null,
    }));
    return {
      format: reader.format,
      startNs: this.startNs(),
      endNs: reader.summary?.endNs ?? this.passed?.endNs ?? 0n,
      topics,
      fileBytes: this.source.size,
      indexed: reader.summary !== null,
    };
  }

  private startNs(): bigint {
    return this.reader.summary?.startNs ?? this.passed?.startNs ?? 0n;
  }

  /** A topic's count summed over its channels (a bag may have several per topic). */
  private countOf(topic: string, counts: Map<RecordChannel, number> | undefined): number {
    let total = 0;
    for (const [channel, count] of counts ?? []) if (channel.topic === topic) total += count;
    return total;
  }

  /**
   * For each of `topics`, its latest message at or before `timeNs`, decoded and with its view.
   * An indexed MCAP file is asked by its index (`RecordReader.latest`, no window). Otherwise
   * one read over [timeNs − lookback, timeNs] serves the topics that publish often; a topic not
   * found there (a route written once) is looked for on its own further back, which reads only
   * chunks holding that topic. A topic whose latest message is the one `have` names (topic →
   * its time) is answered `same`, not decoded again: playing, the page asks at every frame and a
   * 10 Hz cloud of 100,000 points is the same message for six of them.
   */
  async at(
    timeNs: bigint,
    topics: readonly string[],
    lookbackNs = DEFAULT_LOOKBACK_NS,
    have?: ReadonlyMap<string, bigint>,
  ): Promise<SessionMessage[]> {
    const wanted = topics.filter((topic) => this.byTopic.has(topic));
    const found = new Map<string, RecordMessage>();
    if (wanted.length === 0) return [];
    const { reader } = this;
    if (reader.latest) {
      // An indexed MCAP: the index says where each latest message is, and only those are read
      // (none for a topic the caller holds at that time).
      const latest = await reader.latest(wanted, timeNs, (topic, at) => have?.get(topic) === at);
      const out: SessionMessage[] = [];
      for (const topic of wanted) {
        const message = latest.get(topic);
        if (!message) continue;
        const { channel, data } = message;
        if (data === null) out.push({ topic, timeNs: message.timeNs, message: null, same: true });
        else out.push(await this.decoded({ channel, timeNs: message.timeNs, data }));
      }
      return out;
    }
    if (reader.summary) {
      const window = { startNs: timeNs - lookbackNs, endNs: timeNs, reverse: true };
      for await (const message of reader.messages(wanted, window)) {
        if (!found.has(message.channel.topic)) found.set(message.channel.topic, message);
        if (found.size === wanted.length) break;
      }
      for (const topic of wanted) {
        if (found.has(topic) || timeNs - lookbackNs <= reader.summary.startNs) continue;
        const window = { endNs: timeNs - lookbackNs, reverse: true };
        for await (const message of reader.messages([topic], window)) {
          found.set(topic, message);
          break;
        }
      }
    } else {
      // File order: the latest at or before the time is only known after the whole pass.
      for await (const message of reader.messages(wanted, { endNs: timeNs })) {
        const seen = found.get(message.channel.topic);
        if (!seen || message.timeNs >= seen.timeNs) {
          found.set(message.channel.topic, { ...message, data: message.data.slice() });
        }
      }
    }
    const out: SessionMessage[] = [];
    for (const topic of wanted) {
      const message = found.get(topic);
      if (!message) continue;
      if (have?.get(topic) === message.timeNs) {
        out.push({ topic, timeNs: message.timeNs, message: null, same: true });
      } else out.push(await this.decoded(message));
    }
    return out;
  }

  /**
   * Reads ahead what `at` will need for the topics' messages in (fromNs, toNs], at most
   * `maxBytes` of them, into the byte source's cache: a player asks this for the next moment
   * of play while it shows the current one. Only an indexed MCAP file reads ahead (others pass
   * over the file and keep nothing of it); a failed read ahead is the next `at`'s to report.
   */
  async prefetch(
    topics: readonly string[],
    fromNs: bigint,
    toNs: bigint,
    maxBytes: number,
  ): Promise<void> {
    const wanted = topics.filter((topic) => this.byTopic.has(topic));
    if (wanted.length === 0 || toNs <= fromNs || !this.reader.prefetch) return;
    await this.reader.prefetch(wanted, fromNs, toNs, maxBytes).catch(() => undefined);
  }

  private async decoded(message: RecordMessage): Promise<SessionMessage> {
    const { channel, timeNs } = message;
    const base = { topic: channel.topic, timeNs };
    const decode = channel.decoder();
    if (!decode) {
      return {
        ...base,
        message: null,
        error: `Messages of ${channel.type || 'this type'} in ${channel.encoding} cannot be decoded here.`,
      };
    }
    let decoded: unknown;
    try {
      decoded = decode(message.data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ...base, message: null, error: `The message does not fit its schema (${reason}).` };
    }
    const origin =
      canonicalType(channel.type) === 'ads_studio/DetectedObjects'
        ? ((await this.firstFix()) ?? undefined)
        : undefined;
    const view = messageView(channel.type, decoded, { origin });
    return { ...base, message: this.prepare(decoded), ...(view ? { view } : {}) };
  }

  /** The record's first GNSS fix: where the HMI's lat/lon objects are placed from. */
  private async firstFix(): Promise<{ lat: number; lon: number } | null> {
    if (this.origin !== undefined) return this.origin;
    this.origin = null;
    const gnss = [...this.byTopic.values()].filter((channel) => topicKind(channel.type) === 'gnss');
    for (const channel of gnss) {
      const decode = channel.decoder();
      if (!decode) continue;
      for await (const message of this.reader.messages([channel.topic])) {
        try {
          const fix = gnssView(canonicalType(channel.type), decode(message.data));
          if (fix) this.origin = { lat: fix.lat, lon: fix.lon };
        } catch {
          // A fix that does not decode is passed over: the next one may.
        }
        if (this.origin) return this.origin;
      }
    }
    return this.origin;
  }

  /**
   * The numbers at `paths` of every message of their topics in [startNs, endNs], in time order;
   * a message without a number at a path leaves it out of that series.
   */
  async series(
    startNs: bigint,
    endNs: bigint,
    paths: ReadonlyArray<{ topic: string; path: string }>,
  ): Promise<SessionSeries[]> {
    const recordStart = this.startNs();
    const collected = paths.map(() => ({ t: [] as number[], v: [] as number[] }));
    const topics = [...new Set(paths.map((p) => p.topic))].filter((t) => this.byTopic.has(t));
    if (topics.length > 0) {
      for await (const message of this.reader.messages(topics, { startNs, endNs })) {
        const decode = message.channel.decoder();
        if (!decode) continue;
        let decoded: unknown;
        try {
          decoded = decode(message.data);
        } catch {
          continue;
        }
        const t = Number(message.timeNs - recordStart) / 1e9;
        paths.forEach(({ topic, path }, i) => {
          if (topic !== message.channel.topic) return;
          const value = numberAt(decoded, path);
          if (value === undefined || !Number.isFinite(value)) return;
          collected[i]!.t.push(t);
          collected[i]!.v.push(value);
        });
      }
    }
    return paths.map(({ topic, path }, i) => ({
      topic,
      path,
      t: Float64Array.from(collected[i]!.t),
      v: Float64Array.from(collected[i]!.v),
    }));
  }

  /** The numeric field paths of a topic's first message that decodes; [] without one. */
  async paths(topic: string, max = 200): Promise<string[]> {
    const channel = this.byTopic.get(topic);
    const decode = channel?.decoder();
    if (!decode) return [];
    let tries = 0;
    for await (const message of this.reader.messages([topic])) {
      try {
        return numericFields(decode(message.data), max);
      } catch {
        if (++tries >= 3) return [];
      }
    }
    return [];
  }

  close(): Promise<void> {
    return this.reader.close();
  }
}
