import type { Decode } from './decoders';

/** The record formats the readers read. */
export type RecordFormat = 'mcap' | 'bag';

/** A channel (MCAP) or connection (bag): where messages of one topic and type come from. */
export interface RecordChannel {
  topic: string;
  /** Schema / message type name; '' when the file gives none. */
  type: string;
  encoding: string;
  /** Built on first use; null when no decoder fits this channel's messages. */
  decoder(): Decode | null;
}

export interface RecordMessage {
  channel: RecordChannel;
  /** Log / record time in nanoseconds since the Unix epoch (or since the simulation's start). */
  timeNs: bigint;
  data: Uint8Array;
}

/** A topic's latest message at a time; `data` null when the caller said it holds it. */
export interface LatestMessage {
  channel: RecordChannel;
  timeNs: bigint;
  data: Uint8Array | null;
}

/** What the file's own index tells without reading its messages. */
export interface ReaderSummary {
  startNs: bigint;
  endNs: bigint;
  /**
   * Messages per channel, when the index is to be trusted for them (a bag's chunk infos); null
   * when the whole file is read to index it anyway (MCAP, whose pass also checks every byte).
   */
  counts: Map<RecordChannel, number> | null;
  /**
   * Messages per channel as the file's summary states them (an MCAP file's statistics, a bag's
   * chunk infos), for showing; absent when the summary does not tell.
   */
  statedCounts?: Map<RecordChannel, number>;
}

/** A log-time window of `messages`, both ends included, and its order. */
export interface MessageWindow {
  startNs?: bigint;
  endNs?: bigint;
  /**
   * Latest first. Only a reader with a `summary` reads by log time, so only it can; the others
   * throw (they read in file order, which need not be the time order).
   */
  reverse?: boolean;
}

/** One open record of either format, read message by message, never whole. */
export interface RecordReader {
  readonly format: RecordFormat;
  /** Null for an MCAP file whose summary cannot serve reads: only a full pass can tell. */
  readonly summary: ReaderSummary | null;
  /** Every channel the file declares; for a file read front to back, the channels seen so far. */
  channels(): RecordChannel[];
  /**
   * The messages of the given topics (all when omitted), in log-time order when the file's
   * index can serve them, in file order otherwise. Breaking out of the loop stops reading.
   * With a `window`, only the messages within it: a reader with a summary seeks to it (reading
   * only the chunks it needs), the others pass over the whole file and leave the rest out.
   */
  messages(
    topics?: readonly string[],
    window?: MessageWindow,
  ): AsyncGenerator<RecordMessage, void, void>;
  /**
   * The messages of the given topics (all when omitted) in file order, in one pass over the
   * whole file that checks it: an MCAP file's every chunk, attachment, data section and summary
   * against its checksums, also when no topic is wanted. A bag gives `messages(topics)` (none
   * for `[]`): it carries no checksums, and its index has no cheaper way. A message's `data` is
   * valid until the loop asks for the next one.
   */
  scan(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void>;
  /**
   * The latest message of each topic at or before `timeNs`, found by the file's index without
   * reading the messages between (an indexed MCAP file; other readers leave it out and are
   * read by `messages` with a reverse window). A topic for which `reuse(topic, timeNs)` is true
   * (the caller holds that message) comes without its bytes (`data` null).
   */
  latest?(
    topics: readonly string[],
    timeNs: bigint,
    reuse?: (topic: string, timeNs: bigint) => boolean,
  ): Promise<Map<string, LatestMessage>>;
  /**
   * Reads ahead, into the byte source's cache, what `latest` will need for the topics' messages
   * in (fromNs, toNs], up to `maxBytes` (an indexed MCAP file; a player's next frames).
   */
  prefetch?(
    topics: readonly string[],
    fromNs: bigint,
    toNs: bigint,
    maxBytes: number,
  ): Promise<void>;
  /**
   * The earliest time of any message passed over so far, whatever the topic filter. After a full
   * pass of a file read front to back this is the record's start.
   */
  readonly observedStartNs: bigint | null;
  close(): Promise<void>;
}

/** A channel whose decoder is built once, when a message of it first needs decoding. */
export function lazyChannel(
  topic: string,
  type: string,
  encoding: string,
  makeDecoder: () => Decode | null,
): RecordChannel {
  let decoder: Decode | null | undefined;
  return {
    topic,
    type,
    encoding,
    decoder: () => (decoder === undefined ? (decoder = makeDecoder()) : decoder),
  };
}

/**
 * The messages of a pass (file order) within `window`; for readers without a summary, which
 * cannot seek or read backwards.
 */
export async function* withinWindow(
  messages: AsyncGenerator<RecordMessage, void, void>,
  window: MessageWindow | undefined,
): AsyncGenerator<RecordMessage, void, void> {
  if (window?.reverse) {
    throw new Error('A record read front to back cannot be read backwards (it has no index).');
  }
  const { startNs, endNs } = window ?? {};
  for await (const message of messages) {
    if (startNs !== undefined && message.timeNs < startNs) continue;
    if (endNs !== undefined && message.timeNs > endNs) continue;
    yield message;
  }
}
