/** The driving-record indexer: a library with no HTTP or database in it (issue 6). */
export { indexRecord } from './index-record';
export { readSignal } from './signal';
export { type PosePath, readPosePath } from './pose-path';
export { suggestFromIndex } from './suggest';
export { RecordIndexError, type RecordIndexErrorCode } from '@ads/record-reader';
export type {
  RecordFormat,
  RecordIndex,
  RecordSuggestions,
  RecordTopic,
  RoutePoint,
  Signal,
  SpeedSample,
} from './record-index';
export { withRecord } from './open-record';
export { type TopicSpan, nearestMessage, recordStartNs, topicSpans } from './topic-messages';
export type { RecordChannel, RecordMessage, RecordReader } from '@ads/record-reader';
