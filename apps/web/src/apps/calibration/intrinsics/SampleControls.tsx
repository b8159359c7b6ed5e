import type { CameraIntrinsics, IntrinsicSampleKind } from '@ads/calibration';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Button, Typography } from '@mui/material';

/*
 * The intrinsics tab's samples (issue 30): one click draws twelve pictures of a chessboard or a
 * ChArUco board through a known camera (in the worker, @ads/calibration's samples/), and a note
 * gives that camera, so the result can be checked against it.
 */

export const SAMPLE_LABELS: Record<IntrinsicSampleKind, string> = {
  chessboard: 'Chessboard sample',
  charuco: 'ChArUco sample',
};

export function SampleButtons(props: {
  onLoad: (kind: IntrinsicSampleKind) => void;
  busy: boolean;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        No board at hand? Try a sample:
      </Typography>
      {(['chessboard', 'charuco'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          startIcon={<ScienceIcon />}
          disabled={props.busy}
          onClick={() => props.onLoad(kind)}
          title="Twelve pictures drawn through a known camera, to try the calibration with"
        >
          {SAMPLE_LABELS[kind]}
        </Button>
      ))}
    </>
  );
}

const number = (value: number) => String(+value.toFixed(4)).replace('-', '−');

/** The camera the sample was drawn through: what Calibrate should give back. */
export function SampleNote(props: {
  kind: IntrinsicSampleKind;
  camera: CameraIntrinsics;
  views: number;
}) {
  const { K, D } = props.camera;
  const board = props.kind === 'charuco' ? 'a ChArUco board' : 'a chessboard';
  return (
    <Alert
      severity="info"
      aria-label="Sample camera"
      data-sample={props.kind}
      data-fx={K[0]}
      data-fy={K[4]}
      data-cx={K[2]}
      data-cy={K[5]}
      data-d={D.join(' ')}
    >
      Sample: {props.views} pictures of {board} drawn through a known {props.camera.width}×
      {props.camera.height} camera — fx {number(K[0]!)}, fy {number(K[4]!)}, cx {number(K[2]!)}, cy{' '}
      {number(K[5]!)} px; D (k1 k2 p1 p2 k3) {D.map(number).join(', ')}. Calibrate: the result
      should come within about a pixel of these.
    </Alert>
  );
}
