import type { TopicKind } from './types';

/*
 * Message type names as files give them, reduced to one spelling: ROS 2's `pkg/msg/Type` and
 * ROS 1's `pkg/Type` become `pkg/Type`; Foxglove's schemas, whether protobuf or JSON
 * (`foxglove.PointCloud`) or ROS 2 (`foxglove_msgs/msg/PointCloud`), become `foxglove.Type`.
 */
export function canonicalType(type: string): string {
  const ros = type.replace('/msg/', '/');
  const foxglove = /^foxglove_msgs\/(\w+)$/.exec(ros);
  return foxglove ? `foxglove.${foxglove[1]}` : ros;
}

const KINDS: Record<string, TopicKind> = {
  'sensor_msgs/PointCloud2': 'cloud',
  'foxglove.PointCloud': 'cloud',
  'sensor_msgs/CompressedImage': 'image',
  'sensor_msgs/Image': 'image',
  'foxglove.CompressedImage': 'image',
  'foxglove.RawImage': 'image',
  'foxglove.SceneUpdate': 'objects',
  'autoware_perception_msgs/DetectedObjects': 'objects',
  'autoware_perception_msgs/TrackedObjects': 'objects',
  'autoware_perception_msgs/PredictedObjects': 'objects',
  'autoware_auto_perception_msgs/DetectedObjects': 'objects',
  'autoware_auto_perception_msgs/TrackedObjects': 'objects',
  'autoware_auto_perception_msgs/PredictedObjects': 'objects',
  'ads_studio/DetectedObjects': 'objects',
  'nav_msgs/Odometry': 'pose',
  'geometry_msgs/PoseStamped': 'pose',
  'geometry_msgs/PoseWithCovarianceStamped': 'pose',
  'foxglove.PoseInFrame': 'pose',
  'foxglove.FrameTransform': 'pose',
  'foxglove.FrameTransforms': 'pose',
  'tf2_msgs/TFMessage': 'pose',
  'sensor_msgs/NavSatFix': 'gnss',
  'foxglove.LocationFix': 'gnss',
};

/** What a topic of this message type is drawn as. */
export function topicKind(type: string): TopicKind {
  return KINDS[canonicalType(type)] ?? 'other';
}
