import { Stack } from '@mui/material';
import { radarSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { RadarResultSection } from './RadarResultSection';
import { ReflectorsSection } from './ReflectorsSection';
import { useRadarTab } from './use-radar-tab';
import { useTranslation } from 'react-i18next';

/**
 * Radar extrinsics from corner reflectors: the radar's detections (range, azimuth, RCS) and the
 * reflectors' positions measured in the lidar cloud, as CSV; matched (closest first within a
 * gate, from a guess) and fitted in the plane (x, y, yaw) in the worker; residuals per reflector,
 * the plot of both sets after the fit; z, roll, pitch from the mounting for the export; Save.
 */
export function RadarTab({ projectId }: { projectId: number }) {
  const tab = useRadarTab(projectId);
  const { t } = useTranslation('calibration');
  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="radar_lidar"
        sensor={tab.sensor}
        onSensorChange={tab.setSensor}
        label={t('history.radar')}
        placeholder="front_radar"
        files={['sensorKit']}
        summary={(entry) => (entry.kind === 'radar_lidar' ? radarSummary(entry) : '')}
        onOpen={tab.openEntry}
        openedId={null}
      />
      <ReflectorsSection tab={tab} />
      <RadarResultSection tab={tab} />
    </Stack>
  );
}
