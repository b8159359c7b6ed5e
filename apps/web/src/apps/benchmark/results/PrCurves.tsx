import type { PrCurve } from '@ads/contract';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { className } from '../format';

const COLOURS: Record<string, string> = {
  car: '#1e88e5',
  pedestrian: '#e53935',
  cyclist: '#43a047',
};

/** Precision against recall, one line per class (the curves share their recall samples). */
export function PrCurves({ curves, label }: { curves: Record<string, PrCurve>; label: string }) {
  const classes = Object.keys(curves).sort();
  const recall = curves[classes[0] ?? '']?.recall ?? [];
  const { t } = useTranslation('benchmark');
  if (recall.length === 0) return null;
  return (
    <LineChart
      height={260}
      skipAnimation
      aria-label={label}
      xAxis={[{ data: recall, min: 0, max: 1, label: t('results.recall') }]}
      yAxis={[{ min: 0, max: 1, label: t('results.precision'), width: 50 }]}
      series={classes.map((name) => ({
        data: curves[name]!.precision,
        label: className(name, t),
        showMark: false,
        color: COLOURS[name] ?? '#757575',
        valueFormatter: (value: number | null) => (value === null ? '' : value.toFixed(3)),
      }))}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
