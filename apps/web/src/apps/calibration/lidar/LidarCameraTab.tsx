import { Stack } from '@mui/material';
import { Section } from '../../../shell/Section';
import { lidarCameraSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { CapturesSection } from './CapturesSection';
import { IntrinsicsSource } from './IntrinsicsSource';
import { LidarResultSection } from './LidarResultSection';
import { PairList } from './PairList';
import { useLidarTab } from './use-lidar-tab';
import { useTranslation } from 'react-i18next';

/**
 * Lidar–camera extrinsics: an image and a cloud taken together (one capture, or several poses of
 * a board), the camera's intrinsics; the board found in both (a click on it in the 3D view; its
 * corners from the image), or pairs picked by hand; Solve in the worker; the transform with its
 * frames and direction in words, the reprojection RMS, the cloud drawn over the image to see it
 * fit; sensor-kit YAML, the static TF command, Save.
 */
export function LidarCameraTab({ projectId }: { projectId: number }) {
  const tab = useLidarTab(projectId);
  const { state, dispatch } = tab;
  const { t } = useTranslation('calibration');
  const captureNumber = (id: string) => state.captures.findIndex((c) => c.id === id) + 1;
  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="lidar_camera"
        sensor={tab.sensor}
        onSensorChange={tab.setSensor}
        label={t('history.camera')}
        placeholder="camera0"
        files={['sensorKit']}
        summary={(entry) => (entry.kind === 'lidar_camera' ? lidarCameraSummary(entry) : '')}
        onOpen={tab.openEntry}
        openedId={null}
      />
      <Section
        dense
        title={t('lidar.intrinsics')}
        data={{ 'data-ready': tab.intrinsics ? 'true' : 'false' }}
      >
        <IntrinsicsSource choice={tab.choice} onChange={tab.setChoice} saved={tab.saved} />
      </Section>
      <CapturesSection tab={tab} projectId={projectId} />
      {tab.mode === 'manual' && (
        <Section dense title={t('lidar.pairs.title')}>
          <PairList
            pairs={state.pairs}
            residuals={tab.residuals}
            outliers={tab.outliers}
            captureNumber={captureNumber}
            onRemove={(id) => dispatch({ type: 'removePair', id })}
            onClear={() => dispatch({ type: 'clearPairs' })}
          />
        </Section>
      )}
      <LidarResultSection tab={tab} />
    </Stack>
  );
}
