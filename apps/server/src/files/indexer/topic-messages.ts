import type { RecordMessage, RecordReader } from '@ads/record-reader';

/*
 * Single messages of a topic by log time, for callers that want one frame of a record (the
 * calibration's lidar frame) rather than a signal over the whole of it. A reader with a summary
 * (an indexed MCAP, a closed bag) seeks: the chunks around the wanted time are read, nothing
 * else. A file read front to back is passed over once.
 */

/** A topic's first and last message, log times in nanoseconds. */
export interface TopicSpan {
  firstNs: bigint;
  lastNs: bigint;
}

async function firstOf(
  messages: AsyncGenerator<RecordMessage, void, void>,
): Promise<RecordMessage | undefined> {
  // Leaving the loop ends the generator: nothing past the first message is read.
  for await (const message of messages) return message;
  return undefined;
}

/** The span of each of `topics` that has messages (topics without any are left out). */
export async function topicSpans(
  reader: RecordReader,
  topics: readonly string[],
): Promise<Map<string, TopicSpan>> {
  const spans = new Map<string, TopicSpan>();
  if (topics.length === 0) return spans;
  if (reader.summary) {
    for (const topic of topics) {
      const first = await firstOf(reader.messages([topic]));
      if (!first) continue;
      const last = await firstOf(reader.messages([topic], { reverse: true }));
      spans.set(topic, { firstNs: first.timeNs, lastNs: last?.timeNs ?? first.timeNs });
    }
    return spans;
  }
  for await (const { channel, timeNs } of reader.messages(topics)) {
    const span = spans.get(channel.topic);
    if (!span) spans.set(channel.topic, { firstNs: timeNs, lastNs: timeNs });
    else {
      if (timeNs < span.firstNs) span.firstNs = timeNs;
      if (timeNs > span.lastNs) span.lastNs = timeNs;
    }
  }
  return spans;
}

/** Whether `candidate` is nearer `targetNs` than `best` (the earlier of two as near). */
function nearer(candidate: bigint, best: bigint, targetNs: bigint): boolean {
  const distance = (ns: bigint) => (ns > targetNs ? ns - targetNs : targetNs - ns);
  const [a, b] = [distance(candidate), distance(best)];
  return a < b || (a === b && candidate < best);
}

/**
 * The message of `topic` whose log time is nearest `targetNs`, the earlier one of two as near;
 * undefined when the topic has no messages. Its `data` stays valid (it is its own).
 */
export async function nearestMessage(
  reader: RecordReader,
  topic: string,
  targetNs: bigint,
): Promise<RecordMessage | undefined> {
  if (reader.summary) {
    const after = await firstOf(reader.messages([topic], { startNs: targetNs }));
    const before =
      targetNs > 0n
        ? await firstOf(reader.messages([topic], { endNs: targetNs - 1n, reverse: true }))
        : undefined;
    if (!before || !after) return before ?? after;
    return nearer(before.timeNs, after.timeNs, targetNs) ? before : after;
  }
  // File order need not be time order: every message is a candidate.
  let best: RecordMessage | undefined;
  for await (const message of reader.messages([topic])) {
    if (!best || nearer(message.timeNs, best.timeNs, targetNs)) {
      // A pass reuses its buffers: the kept message gets bytes of its own.
      best = { ...message, data: message.data.slice() };
    }
  }
  return best;
}

/**
 * The record's start (its earliest message of any topic): the summary's, else one pass over
 * the file (records indexed before their start was kept, read front to back).
 */
export async function recordStartNs(reader: RecordReader): Promise<bigint> {
  if (reader.summary) return reader.summary.startNs;
  for await (const _message of reader.scan([])) {
    // A pass with no topic wanted still sees every message's time.
  }
  return reader.observedStartNs ?? 0n;
}
