import type { ViewBox } from '../../../lib/three/types';

/*
 * The playback worker's messages (issue 31, ADR 30): the page asks, the worker reads the record
 * by HTTP Range from its signed URL (the summary first, then only the chunks a request needs),
 * decodes off the main thread and answers with what the panels draw. Times are nanoseconds as
 * decimal strings (a bigint does not cross postMessage in every browser, a number loses the
 * nanoseconds past 2^53).
 */

/** What a topic's messages can be drawn as; 'other' is raw and plot only. */
export type TopicKind = 'cloud' | 'image' | 'objects' | 'pose' | 'gnss' | 'other';

export interface PlaybackTopic {
  topic: string;
  /** Schema / message type name as the file gives it (`sensor_msgs/msg/PointCloud2`). */
  type: string;
  /** Message encoding: `cdr`, `ros1`, `json`, `protobuf`, … */
  encoding: string;
  /** Messages in the file (from its summary; 0 when the summary does not tell). */
  count: number;
  kind: TopicKind;
  /** False when no decoder fits (the topic is listed, its messages are not drawn). */
  decodable: boolean;
}

export interface PlaybackSummary {
  format: 'mcap' | 'bag';
  /** First and last message time, ns. */
  startNs: string;
  endNs: string;
  topics: PlaybackTopic[];
  fileBytes: number;
  /** Bytes read to open the record (header, summary, indexes): the first-frame bench's baseline. */
  bytesRead: number;
  /**
   * False for a record without a usable summary (an MCAP written without one, a bag never
   * closed): every read passes over the whole file, so the page can say playback will be slow.
   */
  indexed?: boolean;
}

/** A point cloud ready for the 3D view: x, y, z per point in `frameId`. */
export interface CloudView {
  kind: 'cloud';
  frameId: string;
  positions: Float32Array;
  /** 0..1 per point when the cloud has an intensity field. */
  intensity?: Float32Array;
  points: number;
}
/** An image as a bitmap the page draws on a canvas (transferred, not copied). */
export interface ImageView {
  kind: 'image';
  frameId: string;
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /** `jpeg`, `png`, `rgb8`, `bgr8`, `mono8`, `mono16`, … */
  encoding: string;
}
export interface ObjectsView {
  kind: 'objects';
  frameId: string;
  boxes: ViewBox[];
}
/** A pose in its frame: metres and yaw (radians, counter-clockwise from x). */
export interface PoseView {
  kind: 'pose';
  frameId: string;
  x: number;
  y: number;
  z: number;
  yaw: number;
  /** TF frames the message carries (`tf2_msgs/TFMessage`, `foxglove.FrameTransforms`). */
  frames?: Array<{ parent: string; child: string; x: number; y: number; z: number; yaw: number }>;
}
export interface GnssView {
  kind: 'gnss';
  lat: number;
  lon: number;
}
export type MessageView = CloudView | ImageView | ObjectsView | PoseView | GnssView;

/** One message at a time: its decoded tree for the raw panel and what a panel draws of it. */
export interface PlaybackMessage {
  topic: string;
  timeNs: string;
  /**
   * The decoded message, structured-clone safe: numeric arrays and byte fields are typed arrays,
   * and one longer than WHOLE_TYPED comes as its TypedPreview (page-message.ts: the raw panel
   * shows a typed array's length and first values; a cloud's bytes are not cloned each frame).
   */
  message: unknown;
  view?: MessageView;
  /** Why the message has no tree (no decoder fits, or its bytes do not fit its schema). */
  error?: string;
  /** The message the page has (the request's `have`): `message` null, the page keeps its own. */
  same?: true;
}

/** One numeric series read over a time range: `t` seconds from the record's start. */
export interface Series {
  topic: string;
  /** Field path inside the message: `velocity`, `twist.twist.linear.x`, `objects.0.speed`. */
  path: string;
  t: Float64Array;
  v: Float64Array;
}

export type PlaybackRequest =
  /**
   * Opens the record at `url`. `firstOffsetNs`: the time the page will show first (ns from the
   * record's start, clamped to it), whose messages the worker starts reading at once, while the
   * page loads its panels.
   */
  | { type: 'open'; seq: number; url: string; firstOffsetNs?: string }
  /** For each topic, the latest message at or before `timeNs` (none when the topic has none yet). */
  | {
      type: 'at';
      seq: number;
      timeNs: string;
      topics: string[];
      /**
       * How far back one read looks (ns, default 10 s); a topic with nothing in it is looked
       * for further back on its own.
       */
      lookbackNs?: string;
      /**
       * The messages the page shows now (topic → time, ns): a topic whose latest message is
       * still that one is answered `same`, not decoded and sent again.
       */
      have?: Record<string, string>;
      /**
       * Playing: the record time (ns) the page will ask for next, read ahead after this answer
       * so the coming frames find their messages read (speed × about a second).
       */
      aheadNs?: string;
    }
  /** Every message of the topics in [startNs, endNs], each reduced to the paths' numbers. */
  | {
      type: 'series';
      seq: number;
      startNs: string;
      endNs: string;
      paths: Array<{ topic: string; path: string }>;
    }
  /** The numeric field paths of a topic's first message (for choosing a plot's series). */
  | { type: 'paths'; seq: number; topic: string }
  /**
   * Reads the open record from now on from a fresh signed URL of the same file: the studio's
   * links last a few minutes, a playback longer (ask for a new one before `expires_at`, or
   * when an answer fails with `expired`).
   */
  | { type: 'relink'; seq: number; url: string };

/** `bytesRead` in the 'at' and 'series' answers: the record's bytes fetched so far, in total. */
export type PlaybackAnswer =
  | { type: 'opened'; seq: number; summary: PlaybackSummary }
  /** `workMs`: the worker's own time on it (the bench splits a seek's time with it). */
  | { type: 'at'; seq: number; messages: PlaybackMessage[]; bytesRead: number; workMs: number }
  | { type: 'series'; seq: number; series: Series[]; bytesRead: number }
  | { type: 'paths'; seq: number; topic: string; paths: string[] }
  | { type: 'relinked'; seq: number }
  /** `expired`: the link is no longer valid (401/403/404/410); a 'relink' reads on. */
  | { type: 'failed'; seq: number; message: string; expired?: boolean };
