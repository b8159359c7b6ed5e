/*
 * What the playback's panels draw of a message, made in the worker from the decoded message.
 * The shapes are the playback protocol's (apps/web/src/apps/statistics/playback/protocol.ts)
 * save for the image: the worker turns an `ImageData` into an ImageBitmap, which only a browser
 * makes, so the package's tests can check its pixels in Node.
 */

/** What a topic's messages can be drawn as; 'other' is raw and plot only. */
export type TopicKind = 'cloud' | 'image' | 'objects' | 'pose' | 'gnss' | 'other';

/** A point cloud: x, y, z per point in `frameId`, metres. */
export interface CloudView {
  kind: 'cloud';
  frameId: string;
  positions: Float32Array;
  /** 0..1 per point (the cloud's own range scaled), when the cloud has an intensity field. */
  intensity?: Float32Array;
  points: number;
}

/**
 * An image: compressed bytes for the browser's decoder (`createImageBitmap(new Blob([bytes],
 * { type: mime }))`), or RGBA pixels made from a raw image.
 */
export type ImageData =
  | {
      kind: 'image';
      frameId: string;
      /** `jpeg`, `png`, `webp`. */
      encoding: string;
      compressed: Uint8Array;
      mime: string;
    }
  | {
      kind: 'image';
      frameId: string;
      /** The raw encoding it was made from: `rgb8`, `bgr8`, `mono8`, `mono16`, … */
      encoding: string;
      rgba: Uint8ClampedArray<ArrayBuffer>;
      width: number;
      height: number;
    };

/** A box in its frame (the 3D view's ViewBox). */
export interface ViewBox {
  x: number;
  y: number;
  z: number;
  l: number;
  w: number;
  h: number;
  yaw: number;
  color: string;
  label?: string;
  dashed?: boolean;
}

export interface ObjectsView {
  kind: 'objects';
  frameId: string;
  boxes: ViewBox[];
}

export interface FrameView {
  parent: string;
  child: string;
  x: number;
  y: number;
  z: number;
  yaw: number;
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
  frames?: FrameView[];
}

export interface GnssView {
  kind: 'gnss';
  lat: number;
  lon: number;
}

export type MessageView = CloudView | ImageData | ObjectsView | PoseView | GnssView;
