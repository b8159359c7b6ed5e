import type { RecordDetail } from '@ads/contract';
import { Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOffset } from '../format';

/** The speed profile the index kept (GNSS or odometry), in km/h over time. */
export function SpeedChart({ speed }: { speed: RecordDetail['speed'] }) {
  const { t } = useTranslation('statistics');
  const series = useMemo(
    () => ({ t: speed.map(([t]) => t), kmh: speed.map(([, mps]) => mps * 3.6) }),
    [speed],
  );
  if (speed.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('speed.none')}
      </Typography>
    );
  }
  return (
    <LineChart
      height={280}
      skipAnimation
      xAxis={[
        {
          data: series.t,
          scaleType: 'linear',
          valueFormatter: (value: number) => formatOffset(value),
          min: series.t[0],
          max: series.t[series.t.length - 1],
        },
      ]}
      yAxis={[{ width: 60, label: 'km/h', min: 0 }]}
      series={[
        {
          data: series.kmh,
          label: t('speed.label'),
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) =>
            value === null ? '' : t('units.kmh', { value: value.toFixed(1) }),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      // A light fill under the line: the profile's shape matters, not a block of colour.
      sx={{ '& .MuiLineChart-area': { fillOpacity: 0.2 } }}
    />
  );
}
