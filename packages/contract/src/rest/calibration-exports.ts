import {
  type CameraIntrinsics,
  boardCornerGrid,
  cameraInfoYaml,
  formatSensorKitYaml,
  invertTransform,
  opencvYaml,
  opticalChildToLink,
  poseFromTransform,
  radarPoseWithMounting,
  staticTransformCommand,
} from '@ads/calibration';
import type { CalibrationBody } from './calibration';

/*
 * The files a saved calibration downloads as, the same in the page and from the server
 * (`GET /api/calibration/{id}/camera_info.yaml`, `opencv.yaml`, `sensor_kit.yaml`).
 */

type Intrinsic = Extract<CalibrationBody, { kind: 'camera_intrinsics' }>;
type Extrinsic = Exclude<CalibrationBody, { kind: 'camera_intrinsics' }>;

export function intrinsicsOf(saved: Pick<Intrinsic, 'result'>): CameraIntrinsics {
  const { result } = saved;
  return {
    model: result.model,
    width: result.image_size[0],
    height: result.image_size[1],
    K: result.K,
    D: result.D,
  };
}

/** ROS camera_info YAML, named after the sensor as camera_calibration names it. */
export function savedCameraInfoYaml(saved: Intrinsic, cameraName: string): string {
  return cameraInfoYaml(intrinsicsOf(saved), cameraName);
}

/** OpenCV FileStorage YAML, with the board and the per-view errors of the views used. */
export function savedOpenCvYaml(saved: Intrinsic): string {
  const used = saved.result.views.filter((view) => view.found && view.rms !== null);
  return opencvYaml(intrinsicsOf(saved), {
    nrOfFrames: used.length,
    // Inner corners across and down: a ChArUco board's are one fewer than its squares.
    board: { ...boardCornerGridSize(saved.board), squareSize: saved.board.square },
    avgReprojectionError: saved.result.rms,
    perViewReprojectionErrors: used.map((view) => view.rms!),
  });
}

function boardCornerGridSize(board: Intrinsic['board']) {
  const { cols, rows } = boardCornerGrid(board);
  return { width: cols, height: rows };
}

/**
 * The child's pose in the parent (p_parent = R · p_child + t), as Autoware's sensor-kit YAML and
 * tf want it. A lidar–camera result maps lidar → optical frame, so it is inverted; a child named
 * `…camera_link` gets the body-frame axes (x forward), any other camera child the optical ones.
 * A radar fit is already the radar's pose in the lidar, in the plane: its z, roll and pitch are
 * the saved mounting's.
 */
export function childPose(saved: Extrinsic) {
  if (saved.kind === 'radar_lidar') return radarPoseWithMounting(saved.result, saved.mounting);
  const optical = invertTransform(saved.result.R, saved.result.t);
  const pose = saved.frames.child.endsWith('camera_link')
    ? opticalChildToLink(optical.R, optical.t)
    : optical;
  return poseFromTransform(pose.R, pose.t);
}

export function savedSensorKitYaml(saved: Extrinsic): string {
  return formatSensorKitYaml({
    parent: saved.frames.parent,
    entries: [{ frame: saved.frames.child, ...childPose(saved) }],
  });
}

export function savedStaticTransform(saved: Extrinsic): string {
  return staticTransformCommand(saved.frames.parent, saved.frames.child, childPose(saved));
}
