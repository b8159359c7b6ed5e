import type { Vec3 } from '@ads/calibration';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { LazyPointCloudView } from '../../../lib/three/LazyPointCloudView';
import type { PointCloudViewMode, PointPick, ViewBox } from '../../../lib/three/types';
import type { LoadedCloudInfo } from './lidar-state';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';

export interface CloudMarker {
  id: string;
  point: Vec3;
  color: string;
  label?: string;
  /** Side of the marker cube, metres. */
  size: number;
}

/**
 * The capture's cloud in the studio's 3D view (lib/three): a click picks the point under the
 * cursor; markers (picked points, the board's corners found in the cloud) are small cubes.
 */
export function CloudPane(props: {
  cloud: LoadedCloudInfo;
  markers: CloudMarker[];
  onPick: (point: Vec3) => void;
  hint: string;
}) {
  const [view, setView] = useState<PointCloudViewMode>('orbit');
  const { t } = useTranslation('calibration');
  const boxes = useMemo<ViewBox[]>(
    () =>
      props.markers.map((marker) => ({
        x: marker.point[0],
        y: marker.point[1],
        z: marker.point[2],
        l: marker.size,
        w: marker.size,
        h: marker.size,
        yaw: 0,
        color: marker.color,
        label: marker.label,
      })),
    [props.markers],
  );
  const { onPick } = props;
  const pick = useMemo(() => (picked: PointPick) => onPick(picked.point), [onPick]);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          <Trans
            t={t}
            i18nKey="lidar.cloud.caption"
            values={{
              name: props.cloud.name,
              points: t('lidar.cloud.points', {
                count: props.cloud.count,
                n: formatNumber(props.cloud.count),
              }),
              hint: props.hint,
            }}
            components={[<span translate="no" key="name" />]}
          />
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: PointCloudViewMode | null) => next && setView(next)}
          aria-label={t('lidar.cloud.view')}
        >
          <ToggleButton value="orbit">{t('lidar.cloud.orbit')}</ToggleButton>
          <ToggleButton value="bev">{t('lidar.cloud.top')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <LazyPointCloudView
        aria-label={t('lidar.cloud.label', { name: props.cloud.name })}
        positions={props.cloud.positions}
        colorBy="height"
        boxes={boxes}
        view={view}
        height={420}
        pointSize={2}
        onPick={pick}
      />
    </Box>
  );
}
