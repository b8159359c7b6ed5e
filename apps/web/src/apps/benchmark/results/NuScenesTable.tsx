import { NUSCENES_DIST_THS, type NuScenesMetrics, TP_ERRORS } from '@ads/contract';
import { Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../shell/TableHeader';
import { className, metric } from '../format';

const ERROR_NAMES = {
  trans_err: 'ATE',
  scale_err: 'ASE',
  orient_err: 'AOE',
  vel_err: 'AVE',
  attr_err: 'AAE',
};
/** The devkit's keys for the distance thresholds ('0.5', '1.0', …). */
export const thresholdKey = (th: number) => (Number.isInteger(th) ? th.toFixed(1) : String(th));

/** nuScenes per class: AP at each distance, their mean, and the TP errors; then the means. */
export function NuScenesTable({ metrics }: { metrics: NuScenesMetrics }) {
  const classes = Object.keys(metrics.label_aps).sort();
  const { t } = useTranslation('benchmark');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results.nuscenesLabel')}>
        <TableHeader
          columns={[
            t('results.class'),
            ...NUSCENES_DIST_THS.map((th) => t('results.apAt', { th })),
            'AP',
            ...TP_ERRORS.map((name) => ERROR_NAMES[name]),
          ]}
        />
        <TableBody>
          {classes.map((name) => (
            <TableRow key={name}>
              <TableCell>{className(name, t)}</TableCell>
              {NUSCENES_DIST_THS.map((th) => (
                <Num key={th} value={metrics.label_aps[name]?.[thresholdKey(th)]} />
              ))}
              <Num value={metrics.mean_dist_aps[name]} strong />
              {TP_ERRORS.map((error) => (
                <Num key={error} value={metrics.label_tp_errors[name]?.[error]} />
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { borderTop: 2, borderColor: 'divider', fontWeight: 700 } }}>
            <TableCell>{t('results.mean')}</TableCell>
            {NUSCENES_DIST_THS.map((th) => (
              <TableCell key={th} />
            ))}
            <Num value={metrics.mean_ap} strong />
            {TP_ERRORS.map((error) => (
              <Num key={error} value={metrics.tp_errors[error]} />
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function Num({ value, strong }: { value: number | null | undefined; strong?: boolean }) {
  return (
    <TableCell sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : undefined }}>
      {metric(value)}
    </TableCell>
  );
}
