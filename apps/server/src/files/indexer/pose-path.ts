import { RecordIndexError, canonicalType, poseView } from '@ads/record-reader';
import { withRecord } from './open-record';
import type { RecordFormat } from './record-index';

/** A pose topic's positions over the whole record: what the playback's 3D trail draws. */
export interface PosePath {
  topic: string;
  /** The frame the positions are in (the first pose's); poses in another frame are left out. */
  frame_id: string;
  /** Seconds from the record's start, ascending. */
  t: number[];
  x: number[];
  y: number[];
  z: number[];
}

/**
 * A kept position per this much movement, or per this much time while standing: a trail drawn
 * in metres needs no more, and a 10 Hz hour of driving (36,000 poses) stays small.
 */
const MIN_STEP_M = 0.2;
const MAX_GAP_S = 1;
/** The most positions an answer holds; past it the step grows (the drive is long). */
export const MAX_PATH_POINTS = 20_000;

/**
 * The positions of a pose topic (odometry, poses, TF: `poseView`'s types), read by streaming
 * the topic's messages on the server's copy of the file, as `readSignal` does: a seek in the
 * playback then draws the trail behind the ego at once, without the browser reading the
 * minutes of chunks before the time (interleaved with clouds, gigabytes). Throws
 * `RecordIndexError` for a topic the record does not have or whose messages are not poses.
 */
export async function readPosePath(
  path: string,
  format: RecordFormat,
  topic: string,
): Promise<PosePath> {
  return withRecord(path, format, async (reader) => {
    const channels = () => reader.channels().filter((channel) => channel.topic === topic);
    if (reader.summary && channels().length === 0) throw unknownTopic(topic);
    const all: Array<{ timeNs: bigint; x: number; y: number; z: number }> = [];
    let frame: string | null = null;
    let poses = 0;
    for await (const message of reader.messages([topic])) {
      const decode = message.channel.decoder();
      if (!decode) continue;
      let pose;
      try {
        pose = poseView(canonicalType(message.channel.type), decode(message.data));
      } catch {
        continue; // A message that does not decode leaves a gap, not an error.
      }
      if (!pose) continue;
      poses++;
      frame ??= pose.frameId;
      if (pose.frameId !== frame) continue;
      if (![pose.x, pose.y, pose.z].every(Number.isFinite)) continue;
      all.push({ timeNs: message.timeNs, x: pose.x, y: pose.y, z: pose.z });
    }
    if (channels().length === 0) throw unknownTopic(topic);
    if (poses === 0) {
      throw new RecordIndexError('unknown-field', `The topic "${topic}" holds no poses.`);
    }
    all.sort((a, b) => (a.timeNs < b.timeNs ? -1 : a.timeNs > b.timeNs ? 1 : 0));
    const startNs = reader.summary?.startNs ?? reader.observedStartNs ?? all[0]?.timeNs ?? 0n;
    const kept = thin(all, MIN_STEP_M, MAX_GAP_S);
    const answer: PosePath = { topic, frame_id: frame ?? '', t: [], x: [], y: [], z: [] };
    for (const point of kept) {
      answer.t.push(Number(point.timeNs - startNs) / 1e9);
      answer.x.push(point.x);
      answer.y.push(point.y);
      answer.z.push(point.z);
    }
    return answer;
  });
}

type Point = { timeNs: bigint; x: number; y: number; z: number };

/**
 * Keeps a point per `step` metres moved or `gap` seconds, and the last; past MAX_PATH_POINTS
 * both double (so a long standstill thins too).
 */
function thin(points: Point[], step: number, gap: number): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (
      !last ||
      Math.hypot(point.x - last.x, point.y - last.y, point.z - last.z) >= step ||
      Number(point.timeNs - last.timeNs) / 1e9 >= gap
    ) {
      kept.push(point);
    }
  }
  const end = points[points.length - 1];
  if (end && kept[kept.length - 1] !== end) kept.push(end);
  return kept.length > MAX_PATH_POINTS ? thin(points, step * 2, gap * 2) : kept;
}

const unknownTopic = (topic: string) =>
  new RecordIndexError('unknown-topic', `The record has no topic "${topic}".`);
