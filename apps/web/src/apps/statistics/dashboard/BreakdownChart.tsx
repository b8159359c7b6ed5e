import { Box, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Metric, type Totals, metricOf } from './metrics';

export interface BreakdownRow extends Totals {
  label: string;
}

/** Tall enough for every bar of a horizontal chart to keep a readable label. */
const heightFor = (rows: number) => Math.max(180, 48 + rows * 36);

/**
 * One breakdown of the dashboard as bars: months stand upright in time order, names lie
 * sideways so long vehicle or project names stay readable.
 */
export function BreakdownChart(props: {
  title: string;
  rows: BreakdownRow[];
  metric: Metric;
  layout: 'vertical' | 'horizontal';
  action?: ReactNode;
  /** The bars are named by what people typed (vehicles, projects): not the page's words. */
  typedLabels?: boolean;
}) {
  const { t } = useTranslation('statistics');
  const metric = metricOf(props.metric);
  const dataset = props.rows.map((row) => ({ label: row.label, value: row[props.metric] }));
  const band = { scaleType: 'band' as const, dataKey: 'label', categoryGapRatio: 0.45 };
  const horizontal = props.layout === 'horizontal';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={props.title}
      sx={{ p: 2, borderRadius: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {dataset.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('dashboard.nothingYet')}
        </Typography>
      ) : (
        <Box translate={props.typedLabels ? 'no' : undefined}>
          <BarChart
            height={horizontal ? heightFor(dataset.length) : 260}
            dataset={dataset}
            layout={props.layout}
            xAxis={horizontal ? [{ valueFormatter: metric.axis }] : [band]}
            yAxis={
              horizontal ? [{ ...band, width: 110 }] : [{ width: 72, valueFormatter: metric.axis }]
            }
            series={[
              {
                dataKey: 'value',
                label: t(`metrics.${props.metric}`),
                valueFormatter: (v: number | null) => (v === null ? '' : metric.format(v)),
              },
            ]}
            grid={horizontal ? { vertical: true } : { horizontal: true }}
            hideLegend
            borderRadius={6}
          />
        </Box>
      )}
    </Paper>
  );
}
