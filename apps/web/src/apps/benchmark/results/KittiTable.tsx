import type { KittiMetrics } from '@ads/contract';
import { Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../shell/TableHeader';
import { className } from '../format';
import { Num } from './NuScenesTable';

/** KITTI per class and IoU setting: BEV and 3D AP, |R40 and |R11, as fractions. */
export function KittiTable({ metrics }: { metrics: KittiMetrics }) {
  const classes = Object.keys(metrics.classes).sort();
  const { t } = useTranslation('benchmark');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results.kittiLabel')}>
        <TableHeader
          columns={[
            t('results.class'),
            'IoU',
            'BEV AP|R40',
            '3D AP|R40',
            'BEV AP|R11',
            '3D AP|R11',
          ]}
        />
        <TableBody>
          {classes.flatMap((name) =>
            (['strict', 'loose'] as const).map((setting) => {
              const row = metrics.classes[name]![setting];
              return (
                <TableRow key={`${name}-${setting}`}>
                  <TableCell>{setting === 'strict' ? className(name, t) : ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.iou.bev} / {row.iou['3d']} ({t(`results.${setting}`)})
                  </TableCell>
                  <Num value={row.bev.r40} />
                  <Num value={row['3d'].r40} strong={setting === 'strict'} />
                  <Num value={row.bev.r11} />
                  <Num value={row['3d'].r11} />
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
