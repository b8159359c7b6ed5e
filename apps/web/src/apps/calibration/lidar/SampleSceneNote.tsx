import type { Vec3 } from '@ads/calibration';
import { Alert } from '@mui/material';

const signed = (value: number, digits: number) => value.toFixed(digits).replace('-', '−');

/**
 * The sample scene's truth (issue 30): where camera_link was put in the lidar frame when the
 * scene was drawn, so the solved pose (child frame camera0/camera_link) can be checked by eye.
 */
export function SampleSceneNote({ link }: { link: { rpyDeg: Vec3; t: Vec3 } }) {
  const [x, y, z] = link.t;
  const [roll, pitch, yaw] = link.rpyDeg;
  return (
    <Alert
      severity="info"
      aria-label="Sample scene"
      data-x={x}
      data-y={y}
      data-z={z}
      data-roll-deg={roll}
      data-pitch-deg={pitch}
      data-yaw-deg={yaw}
    >
      Sample scene: three captures of a 7 × 5 board (120 mm squares, half a square of white border)
      drawn through a known transform — camera_link in the lidar frame at x {signed(x, 2)}, y{' '}
      {signed(y, 2)}, z {signed(z, 2)} m, roll {signed(roll, 1)}°, pitch {signed(pitch, 1)}°, yaw{' '}
      {signed(yaw, 1)}°. Solve, then set the child frame to camera0/camera_link: the pose should
      come within about a centimetre and a few tenths of a degree of these.
    </Alert>
  );
}
