import {
  type FramePose,
  type Mat3,
  type TransformDescription,
  type Vec3,
  describeTransform,
  invertTransform,
  opticalChildToLink,
  poseFromTransform,
} from '@ads/calibration';

/*
 * The solver's lidar → camera transform (p_camera = R · p_lidar + t, camera in OpenCV's optical
 * frame) as exports and people read it: the child frame's pose in the parent frame, the way tf,
 * URDF and Autoware's sensor-kit YAML hold it. With the defaults (parent `lidar`, child
 * `camera0/camera_optical_link`) that is the camera's pose in the lidar frame, i.e. the inverse
 * of what the solver gives. A child named `…camera_link` (not `…optical_link`) is the camera's
 * body frame (x forward, z up): the axes are turned from the optical frame's.
 */

export type ChildAxes = 'optical' | 'link';

/**
 * Which axes a child frame's name stands for: a name ending in `camera_link` is the body frame,
 * any other the optical frame (the rule of the server's downloads, saved-exports.ts).
 */
export function childAxesOf(child: string): ChildAxes {
  return child.trim().endsWith('camera_link') ? 'link' : 'optical';
}

export interface ExportedTransform {
  description: TransformDescription;
  pose: FramePose;
  axes: ChildAxes;
  /** The direction in plain words. */
  words: string;
}

export function exportedTransform(
  solution: { R: Mat3; t: readonly number[] },
  parent: string,
  child: string,
): ExportedTransform {
  // p_parent(lidar) = Rᵀ · p_optical − Rᵀ · t.
  const inverse = invertTransform(solution.R, solution.t);
  const axes = childAxesOf(child);
  const turned = axes === 'link' ? opticalChildToLink(inverse.R, inverse.t) : inverse;
  const description = describeTransform(turned.R, turned.t as Vec3, parent, child);
  const words =
    `The pose of ${child} in ${parent}: a point's coordinates in ${child} are turned into ` +
    `${parent} coordinates by p_${parent} = R · p_${child} + t. So x, y, z is where the camera ` +
    `sits in the ${parent} frame, and roll, pitch, yaw how it is turned there. ${child} is taken ` +
    (axes === 'link'
      ? 'as the camera body frame (x forward, y left, z up).'
      : 'as the optical frame (z forward, x right, y down).') +
    ` The solver's own transform is the inverse (lidar → camera: p_camera = R · p_lidar + t).`;
  return { description, pose: poseFromTransform(turned.R, turned.t), axes, words };
}
