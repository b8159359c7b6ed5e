import { DatasetFormatError } from './dataset-format-error';

/*
 * A sample's lidar→global pose, as nuScenes has it: `ego_pose ∘ calibrated_sensor` of the
 * sample's LIDAR_TOP key frame, a point p of the lidar frame being at R·p + t in the global
 * frame. Rotations are quaternions [w, x, y, z], nuScenes' (pyquaternion's) order. The
 * benchmark keeps its boxes in the lidar frame; with a pose, boxes of the official nuScenes
 * submission (global frame) are brought back to it (nuscenes-submission.ts).
 */

export type Quaternion = [number, number, number, number];
export type Vec3 = [number, number, number];

export interface SamplePose {
  translation: Vec3;
  /** Unit quaternion [w, x, y, z] (normalised when read). */
  rotation: Quaternion;
  /** The nuScenes sample token, when the dataset has it (a submission's key may be it). */
  token?: string;
}

/** Hamilton product a ⊗ b: rotate by b, then by a. */
export function multiplyQuaternions(a: Quaternion, b: Quaternion): Quaternion {
  const [aw, ax, ay, az] = a;
  const [bw, bx, by, bz] = b;
  return [
    aw * bw - ax * bx - ay * by - az * bz,
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
  ];
}

export const conjugate = ([w, x, y, z]: Quaternion): Quaternion => [w, -x, -y, -z];

export function normalise(q: Quaternion): Quaternion {
  const n = Math.hypot(...q);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** The unit quaternion q applied to v (q v q*), as a rotation matrix would. */
export function rotateVector(q: Quaternion, [vx, vy, vz]: Vec3): Vec3 {
  const [w, x, y, z] = q;
  // v + 2w(u × v) + 2u × (u × v), u = (x, y, z): no matrix, no trigonometry.
  const cx = y * vz - z * vy;
  const cy = z * vx - x * vz;
  const cz = x * vy - y * vx;
  return [
    vx + 2 * (w * cx + y * cz - z * cy),
    vy + 2 * (w * cy + z * cx - x * cz),
    vz + 2 * (w * cz + x * cy - y * cx),
  ];
}

/** Yaw about z of the rotation [w, x, y, z], as the devkit's `quaternion_yaw` (pyquaternion). */
export function quaternionYaw(w: number, x: number, y: number, z: number): number {
  // pyquaternion normalises first; the first column of the rotation matrix is the image of x.
  const n = Math.sqrt(w * w + x * x + y * y + z * z);
  const [a, b, c, d] = [w / n, x / n, y / n, z / n];
  return Math.atan2(2 * (b * c + a * d), a * a + b * b - c * c - d * d);
}

/** lidar→global = ego_pose ∘ calibrated_sensor (mmdetection3d's lidar_nusc_box_to_global). */
export function composePoses(
  egoPose: Omit<SamplePose, 'token'>,
  sensor: Omit<SamplePose, 'token'>,
): Omit<SamplePose, 'token'> {
  const moved = rotateVector(egoPose.rotation, sensor.translation);
  return {
    translation: [
      moved[0] + egoPose.translation[0],
      moved[1] + egoPose.translation[1],
      moved[2] + egoPose.translation[2],
    ],
    rotation: normalise(multiplyQuaternions(egoPose.rotation, sensor.rotation)),
  };
}

/** A global-frame box's centre, orientation and ground velocity in the sample's lidar frame. */
export interface GlobalBox {
  translation: Vec3;
  rotation: Quaternion;
  velocity?: [number, number];
}

/**
 * The inverse of the pose, applied to a box: centre Rᵀ(c − t), orientation q_pose* ⊗ q, and
 * the velocity turned by minus the pose's yaw. The submission keeps only a velocity's ground
 * components (mmdetection3d drops vz), which the full inverse would need; a turn about the
 * vertical keeps the length of a difference of velocities, so the velocity error is the one the
 * devkit measures in the global frame.
 */
export function globalBoxToLidar(box: GlobalBox, pose: SamplePose): GlobalBox {
  const back = conjugate(pose.rotation);
  const [tx, ty, tz] = pose.translation;
  const [x, y, z] = box.translation;
  const result: GlobalBox = {
    translation: rotateVector(back, [x - tx, y - ty, z - tz]),
    rotation: multiplyQuaternions(back, box.rotation),
  };
  if (box.velocity) {
    const yaw = quaternionYaw(...pose.rotation);
    const [c, s] = [Math.cos(yaw), Math.sin(yaw)];
    const [vx, vy] = box.velocity;
    result.velocity = [c * vx + s * vy, -s * vx + c * vy];
  }
  return result;
}

/** The pose applied to a lidar-frame box: what a detector's lidar→global step writes. */
export function lidarBoxToGlobal(box: GlobalBox, pose: SamplePose): GlobalBox {
  const moved = rotateVector(pose.rotation, box.translation);
  const result: GlobalBox = {
    translation: [
      moved[0] + pose.translation[0],
      moved[1] + pose.translation[1],
      moved[2] + pose.translation[2],
    ],
    rotation: multiplyQuaternions(pose.rotation, box.rotation),
  };
  if (box.velocity) {
    const yaw = quaternionYaw(...pose.rotation);
    const [c, s] = [Math.cos(yaw), Math.sin(yaw)];
    const [vx, vy] = box.velocity;
    result.velocity = [c * vx - s * vy, s * vx + c * vy];
  }
  return result;
}

const shown = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

function readNumbers(value: unknown, length: number, where: string, field: string): number[] {
  if (
    !Array.isArray(value) ||
    value.length !== length ||
    !value.every((v) => typeof v === 'number' && Number.isFinite(v))
  ) {
    throw new DatasetFormatError(
      `${where} has ${field} = ${shown(value)}; ${field} must be ${length} numbers.`,
    );
  }
  return value as number[];
}

/**
 * A `{translation: [x, y, z], rotation: [w, x, y, z]}` record (nuScenes' ego_pose and
 * calibrated_sensor rows have these two fields). `where` names it in refusals.
 */
export function readRigidTransform(value: unknown, where: string): Omit<SamplePose, 'token'> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DatasetFormatError(
      `${where} is ${shown(value)}, not an object {"translation": [x, y, z], "rotation": [w, x, y, z]}.`,
    );
  }
  const entry = value as Record<string, unknown>;
  const translation = readNumbers(entry.translation, 3, where, 'translation') as Vec3;
  const rotation = readNumbers(entry.rotation, 4, where, 'rotation') as Quaternion;
  if (rotation.every((v) => v === 0)) {
    throw new DatasetFormatError(`${where} has rotation [0, 0, 0, 0], which is no rotation.`);
  }
  return { translation, rotation: normalise(rotation) };
}
