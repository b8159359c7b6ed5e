import type { CameraIntrinsics, IntrinsicSampleKind } from '@ads/calibration';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/*
 * The intrinsics tab's samples (issue 30): one click draws twelve pictures of a chessboard or a
 * ChArUco board through a known camera (in the worker, @ads/calibration's samples/), and a note
 * gives that camera, so the result can be checked against it.
 */

export function SampleButtons(props: {
  onLoad: (kind: IntrinsicSampleKind) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('calibration');
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('samples.try')}
      </Typography>
      {(['chessboard', 'charuco'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          startIcon={<ScienceIcon />}
          disabled={props.busy}
          onClick={() => props.onLoad(kind)}
          title={t('samples.tip')}
        >
          {t(`samples.${kind}`)}
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
  const { t } = useTranslation('calibration');
  const { K, D } = props.camera;
  return (
    <Alert
      severity="info"
      aria-label={t('samples.noteLabel')}
      data-sample={props.kind}
      data-fx={K[0]}
      data-fy={K[4]}
      data-cx={K[2]}
      data-cy={K[5]}
      data-d={D.join(' ')}
    >
      {t(props.kind === 'charuco' ? 'samples.noteCharuco' : 'samples.noteChessboard', {
        views: props.views,
        width: props.camera.width,
        height: props.camera.height,
        fx: number(K[0]!),
        fy: number(K[4]!),
        cx: number(K[2]!),
        cy: number(K[5]!),
        d: D.map(number).join(', '),
      })}
    </Alert>
  );
}
