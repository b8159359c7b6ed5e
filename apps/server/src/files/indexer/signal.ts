import { RecordIndexError, numberAt } from '@ads/record-reader';
import { MinMaxDownsampler } from './downsample';
import { withRecord } from './open-record';
import type { RecordFormat, Signal } from './record-index';

export const DEFAULT_SIGNAL_POINTS = 2000;

/**
 * One numeric field of a topic over time, read by streaming the topic's messages and reduced
 * to at most `maxPoints` points (min/max per time bucket, so peaks stay visible). `t` is in
 * seconds from the record's start, as the index's times are. Throws `RecordIndexError` for a
 * topic the record does not have, one that cannot be decoded, or a field that is not a number.
 */
export async function readSignal(
  path: string,
  format: RecordFormat,
  topic: string,
  field: string,
  maxPoints = DEFAULT_SIGNAL_POINTS,
): Promise<Signal> {
  return withRecord(path, format, async (reader) => {
    const hasTopic = () => reader.channels().some((channel) => channel.topic === topic);
    // An indexed file declares its channels up front; a stream only knows them after a pass.
    if (reader.summary && !hasTopic()) throw unknownTopic(topic);

    const points = Number.isFinite(maxPoints)
      ? Math.max(2, Math.floor(maxPoints))
      : DEFAULT_SIGNAL_POINTS;
    const downsampler = new MinMaxDownsampler(points);
    let firstNs: bigint | null = null;
    let checked = false;
    for await (const message of reader.messages([topic])) {
      const decode = message.channel.decoder();
      if (!decode) {
        throw new RecordIndexError(
          'unsupported',
          `The topic "${topic}" is encoded as "${message.channel.encoding}" with a schema the server cannot decode.`,
        );
      }
      let value: number | undefined;
      try {
        value = numberAt(decode(message.data), field);
      } catch {
        continue; // A message that does not decode leaves a gap, not an error.
      }
      if (!checked) {
        checked = true;
        if (value === undefined) {
          throw new RecordIndexError(
            'unknown-field',
            `The topic "${topic}" has no numeric field "${field}".`,
          );
        }
      }
      if (value === undefined || !Number.isFinite(value)) continue;
      firstNs ??= message.timeNs;
      downsampler.push(Number(message.timeNs - firstNs) / 1e9, value);
    }
    if (!hasTopic()) throw unknownTopic(topic);

    const { t, v } = downsampler.result();
    const startNs = reader.summary?.startNs ?? reader.observedStartNs;
    const shift = firstNs === null || startNs === null ? 0 : Number(firstNs - startNs) / 1e9;
    return { t: t.map((seconds) => seconds + shift), v };
  });
}

const unknownTopic = (topic: string) =>
  new RecordIndexError('unknown-topic', `The record has no topic "${topic}".`);
