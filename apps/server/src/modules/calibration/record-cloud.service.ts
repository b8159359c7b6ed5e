import {
  MAX_RECORD_CLOUD_POINTS,
  type RecordCloudHeader,
  type RecordCloudTopic,
  type RecordClouds,
  encodeRecordCloud,
} from '@ads/contract';
import type { Actor } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import {
  type RecordChannel,
  RecordIndexError,
  nearestMessage,
  recordStartNs,
  topicSpans,
  withRecord,
} from '../../files/indexer';
import type { RecordStore } from '../../files/record-store';
import type { RecordService } from '../record';
import { CloudMessageError, cloudKind, decodeCloud } from './cloud-message';

const seconds = (ns: bigint) => Number(ns) / 1e9;

/** Why the server cannot decode a cloud channel's messages. */
function unreadable(channel: Pick<RecordChannel, 'topic' | 'type' | 'encoding'>): string {
  return channel.encoding === 'protobuf'
    ? `The topic "${channel.topic}" is ${channel.type} in protobuf, which the server does not decode: record clouds as JSON (foxglove.PointCloud) or as sensor_msgs/PointCloud2.`
    : `The topic "${channel.topic}" is encoded as "${channel.encoding}" with a schema the server cannot decode.`;
}

/** A record that cannot be read (damaged, unsupported) or a message that is not a cloud: 422. */
function unprocessable(error: unknown): unknown {
  if (error instanceof RecordIndexError || error instanceof CloudMessageError) {
    return new AppError(422, error.message);
  }
  return error;
}

/**
 * A lidar frame of a Data Management record for the lidar–camera tab (docs/adr/0021). Who may
 * read a record is the record service's rule (its owner, admins; anyone else's answers as a
 * missing one), used here as it is. A record exists once its upload is indexed: an upload
 * under way has no record id yet, so it answers as missing too. The file is read through the
 * record store (`withLocalFile`: the file store's own file, a download from S3) and the
 * indexer's readers, seeking to the wanted time where the file's index allows.
 */
export function createRecordCloudService(deps: {
  records: Pick<RecordService, 'get'>;
  store: Pick<RecordStore, 'withLocalFile'>;
  maxPoints?: number;
}) {
  const maxPoints = deps.maxPoints ?? MAX_RECORD_CLOUD_POINTS;

  async function readable(actor: Actor, id: number) {
    const { record } = await deps.records.get(actor, id);
    return record;
  }

  return {
    /** The record's point-cloud topics, with their spans and whether the server reads them. */
    async clouds(actor: Actor, id: number): Promise<RecordClouds> {
      const record = await readable(actor, id);
      const listed = record.topics.filter((topic) => cloudKind(topic.type) !== null);
      try {
        return await deps.store.withLocalFile(record.storageKey, (path) =>
          withRecord(path, record.format as 'mcap' | 'bag', async (reader) => {
            const startNs = record.startNs ?? (await recordStartNs(reader));
            const spans = await topicSpans(
              reader,
              listed.map((topic) => topic.name),
            );
            const channels = reader.channels();
            const topics = listed.map((topic): RecordCloudTopic => {
              const span = spans.get(topic.name);
              const channel = channels.find((each) => each.topic === topic.name);
              const problem = !channel
                ? `The topic "${topic.name}" has no messages to read.`
                : channel.decoder()
                  ? null
                  : unreadable(channel);
              return {
                topic: topic.name,
                type: topic.type,
                encoding: topic.encoding,
                count: topic.count,
                first_t: span ? seconds(span.firstNs - startNs) : null,
                last_t: span ? seconds(span.lastNs - startNs) : null,
                first_ns: span ? span.firstNs.toString() : null,
                last_ns: span ? span.lastNs.toString() : null,
                readable: problem === null,
                problem,
              };
            });
            return {
              record_id: record.id,
              name: record.name,
              start_ns: startNs.toString(),
              duration_s: record.durationS,
              topics,
            };
          }),
        );
      } catch (error) {
        throw unprocessable(error);
      }
    },

    /**
     * The message of `topic` nearest `t` (seconds from the record's start; the earlier of two
     * as near) as a record cloud frame (`encodeRecordCloud`): its finite points, float32.
     */
    async cloud(actor: Actor, id: number, topic: string, t: number): Promise<Uint8Array> {
      const record = await readable(actor, id);
      const listed = record.topics.find((each) => each.name === topic);
      if (!listed) {
        throw badRequest(`The record has no topic "${topic}".`, { topic: 'Unknown topic.' });
      }
      const kind = cloudKind(listed.type);
      if (!kind) {
        throw badRequest(
          `The topic "${topic}" carries ${listed.type || 'messages of no named type'}, not a point cloud (sensor_msgs/PointCloud2 or foxglove.PointCloud).`,
          { topic: 'Not a point-cloud topic.' },
        );
      }
      try {
        return await deps.store.withLocalFile(record.storageKey, (path) =>
          withRecord(path, record.format as 'mcap' | 'bag', async (reader) => {
            const known = reader.channels().find((channel) => channel.topic === topic);
            if (known && !known.decoder()) throw new AppError(422, unreadable(known));
            const startNs = record.startNs ?? (await recordStartNs(reader));
            const targetNs = startNs + BigInt(Math.round(t * 1e9));
            const message = await nearestMessage(reader, topic, targetNs);
            if (!message) throw new AppError(422, `The topic "${topic}" has no messages.`);
            const decode = message.channel.decoder();
            if (!decode) throw new AppError(422, unreadable(message.channel));
            const at = seconds(message.timeNs - startNs);
            let decoded: unknown;
            try {
              decoded = decode(message.data);
            } catch {
              throw new AppError(
                422,
                `The message of "${topic}" at ${at.toFixed(3)} s does not decode as ${listed.type}.`,
              );
            }
            const cloud = decodeCloud(kind, decoded, maxPoints);
            const header: RecordCloudHeader = {
              record_id: record.id,
              topic,
              type: listed.type,
              frame_id: cloud.frameId,
              stamp_ns: cloud.stampNs?.toString() ?? null,
              log_time_ns: message.timeNs.toString(),
              t: at,
              points: cloud.xyz.length / 3,
              dropped: cloud.dropped,
            };
            return encodeRecordCloud(header, cloud.xyz);
          }),
        );
      } catch (error) {
        throw unprocessable(error);
      }
    },
  };
}
export type RecordCloudService = ReturnType<typeof createRecordCloudService>;
