import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import { intrinsicSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { BoardImagesSection } from './BoardImagesSection';
import { intrinsicsOf } from './IntrinsicResults';
import { IntrinsicResultSection } from './IntrinsicResultSection';
import { UndistortPreview } from './UndistortPreview';
import { useIntrinsicsTab } from './use-intrinsics-tab';
import { ViewQuality } from './ViewQuality';

/**
 * Camera intrinsics: a chessboard's or a ChArUco board's images (or a video's frames) in, each
 * searched for the board in the worker as it arrives; coverage and warnings; Calibrate (OpenCV's calibrateCamera
 * or the fisheye solver, in the worker); RMS, K, D and each view's error, a view left out with
 * a click; the undistorted preview; camera_info and OpenCV YAML; Save to the sensor.
 */
export function IntrinsicsTab({ projectId }: { projectId: number }) {
  const tab = useIntrinsicsTab(projectId);
  const { t } = useTranslation('calibration');
  const { spec, shown, found, state } = tab;
  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="camera_intrinsics"
        sensor={tab.sensor}
        onSensorChange={tab.setSensor}
        label={t('history.camera')}
        placeholder="camera0"
        files={['cameraInfo', 'opencvYaml']}
        summary={(entry) => (entry.kind === 'camera_intrinsics' ? intrinsicSummary(entry) : '')}
        onOpen={(entry) => entry.kind === 'camera_intrinsics' && tab.setOpened(entry)}
        openedId={tab.opened?.id ?? null}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(360px, 5fr)' },
          alignItems: 'start',
        }}
      >
        <BoardImagesSection tab={tab} />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section
            dense
            title={t('intrinsics.coverage')}
            data={{ 'data-usable': tab.usable.length }}
          >
            {spec ? (
              <ViewQuality
                views={state.views
                  .filter((view) => view.status === 'found' && !view.dropped)
                  .map((view) => ({ file: view.name, corners: view.corners, ids: view.ids }))}
                board={spec}
                size={tab.size}
                camera={tab.calibratedCamera}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('intrinsics.setBoardFirst')}
              </Typography>
            )}
          </Section>
          <IntrinsicResultSection tab={tab} />
          {shown && found.length > 0 && spec && (
            <Section dense title={t('undistort.title')}>
              <UndistortPreview
                views={found}
                intrinsics={intrinsicsOf(shown)}
                cols={tab.corners.cols}
                rows={tab.corners.rows}
                charuco={tab.charuco}
              />
            </Section>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
