import type { FrameView, GnssView, PoseView } from './types';
import { type Fields, frameOf, list, num, quaternion, record, str, vector, yawOf } from './values';

/*
 * Poses (the ego vehicle's, TF frames) and GNSS fixes. A pose message gives one pose in its
 * frame; a TF message gives frames, and its pose is the transform to the vehicle's base frame
 * when it has one (`base_link`, `base_footprint`), else its first.
 */

const BASE_FRAMES = ['base_link', 'base_footprint', 'ego', 'vehicle'];

function poseFrom(frameId: string, pose: Fields): PoseView {
  return {
    kind: 'pose',
    frameId,
    ...vector(pose.position),
    yaw: yawOf(quaternion(pose.orientation)),
  };
}

/** `geometry_msgs/TransformStamped` or `foxglove.FrameTransform` as a frame. */
function frameFrom(raw: unknown): FrameView {
  const transform = record(raw);
  const ros = record(transform.transform);
  const isRos = transform.transform !== undefined;
  const translation = vector(isRos ? ros.translation : transform.translation);
  return {
    parent: isRos ? frameOf(transform) : str(transform.parent_frame_id),
    child: str(transform.child_frame_id),
    ...translation,
    yaw: yawOf(quaternion(isRos ? ros.rotation : transform.rotation)),
  };
}

function framesPose(frames: FrameView[]): PoseView | null {
  if (frames.length === 0) return null;
  const base = frames.find((frame) => BASE_FRAMES.includes(frame.child)) ?? frames[0]!;
  const { parent, child: _, ...where } = base;
  return { kind: 'pose', frameId: parent, ...where, frames };
}

/** The pose of a pose message of `type` (canonical); null for another type. */
export function poseView(type: string, message: unknown): PoseView | null {
  const fields = record(message);
  switch (type) {
    case 'nav_msgs/Odometry':
    case 'geometry_msgs/PoseWithCovarianceStamped':
      return poseFrom(frameOf(fields), record(record(fields.pose).pose));
    case 'geometry_msgs/PoseStamped':
    case 'foxglove.PoseInFrame':
      return poseFrom(frameOf(fields), record(fields.pose));
    case 'foxglove.FrameTransform':
      return framesPose([frameFrom(fields)]);
    case 'foxglove.FrameTransforms':
    case 'tf2_msgs/TFMessage':
      return framesPose(list(fields.transforms).map(frameFrom));
    default:
      return null;
  }
}

/**
 * A fix's position; null without one (NavSatFix's status −1 is "no fix", and a receiver
 * without a fix often writes 0, 0 or NaN).
 */
export function gnssView(type: string, message: unknown): GnssView | null {
  if (type !== 'sensor_msgs/NavSatFix' && type !== 'foxglove.LocationFix') return null;
  const fields = record(message);
  if (num(record(fields.status).status, 0) < 0) return null;
  const lat = num(fields.latitude, Number.NaN);
  const lon = num(fields.longitude, Number.NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { kind: 'gnss', lat, lon };
}
