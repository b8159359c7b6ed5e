/**
 * Driving records (MCAP, ROS 1 bag v2.0) read by range from any byte source, the same in Node
 * (the server's indexer, over a file) and in a Web Worker (the playback, over HTTP Range).
 */
export {
  type ByteSource,
  ByteWindow,
  ShortReadError,
  SourceError,
  bytesSource,
  checkRange,
} from './byte-source';
export { type Decode, type McapSchema, mcapDecoder, ros1Decoder, tryRos1Decoder } from './decoders';
export { detectFormat } from './detect-format';
export { MAX_ARRAY_ELEMENTS, MAX_FIELDS, numberAt, numericFields } from './fields';
export { jsDecompressHandlers } from './js-decompress';
export { type ReaderOptions, openMcap } from './mcap-reader';
export { openBag } from './bag-reader';
export { type Crc32, jsCrc32 } from './mcap-scan';
export { openRecordSource } from './open-record';
export {
  FORMAT_NAMES,
  FORMAT_PHRASES,
  RecordIndexError,
  type RecordIndexErrorCode,
  damaged,
  libraryDetail,
  noMessages,
} from './record-error';
export type {
  MessageWindow,
  ReaderSummary,
  RecordChannel,
  RecordFormat,
  RecordMessage,
  RecordReader,
} from './record-reader';
export { cloneSafe } from './clone-safe';
export { HttpByteSource, HttpSourceError, type HttpSourceOptions } from './http-source';
export {
  DEFAULT_LOOKBACK_NS,
  RecordSession,
  type SessionMessage,
  type SessionOptions,
  type SessionSeries,
  type SessionSummary,
  type SessionTopic,
} from './session';
export { cloudView } from './views/cloud';
export { compressedImageView, rawImageView } from './views/image';
export { canonicalType, topicKind } from './views/message-type';
export { objectsView } from './views/objects';
export { gnssView, poseView } from './views/pose';
export type {
  CloudView,
  FrameView,
  GnssView,
  ImageData,
  MessageView,
  ObjectsView,
  PoseView,
  TopicKind,
  ViewBox,
} from './views/types';
export { type ViewContext, messageView } from './views/view-of';
