import type { Vec3 } from '@ads/calibration';
import { Alert } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';

const signed = (value: number, digits: number) => value.toFixed(digits).replace('-', '−');

/**
 * The sample scene's truth (issue 30): where camera_link was put in the lidar frame when the
 * scene was drawn, so the solved pose (child frame camera0/camera_link) can be checked by eye.
 */
export function SampleSceneNote({ link }: { link: { rpyDeg: Vec3; t: Vec3 } }) {
  const { t } = useTranslation('calibration');
  const [x, y, z] = link.t;
  const [roll, pitch, yaw] = link.rpyDeg;
  return (
    <Alert
      severity="info"
      aria-label={t('lidar.sample.label')}
      data-x={x}
      data-y={y}
      data-z={z}
      data-roll-deg={roll}
      data-pitch-deg={pitch}
      data-yaw-deg={yaw}
    >
      <Trans
        t={t}
        i18nKey="lidar.sample.note"
        values={{
          x: signed(x, 2),
          y: signed(y, 2),
          z: signed(z, 2),
          roll: signed(roll, 1),
          pitch: signed(pitch, 1),
          yaw: signed(yaw, 1),
        }}
        components={[<span translate="no" key="code" />]}
      />
    </Alert>
  );
}
