import { type BenchDataset, ROUTES } from '@ads/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Chip,
  IconButton,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { TableHeader } from '../../../shell/TableHeader';
import { useRefreshBenchmark } from '../api';
import { count, statusText } from '../format';
import { withTyped } from '../../../lib/i18n/typed';

/** Every dataset with its import state; visibility, the test split's daily limit, delete. */
export function DatasetAdminTable({ rows }: { rows: BenchDataset[] }) {
  const refresh = useRefreshBenchmark();
  const [doomed, setDoomed] = useState<BenchDataset | null>(null);
  const { t } = useTranslation('benchmark');
  const { t: shared } = useTranslation('common');

  const change = async (
    dataset: BenchDataset,
    body: { visible?: boolean; test_daily_limit?: number },
  ) => {
    const result = await call(ROUTES.benchmark.updateDataset, { params: { id: dataset.id }, body });
    if (!result.success) notify(result.message, 'error');
    void refresh();
  };
  const remove = async (dataset: BenchDataset) => {
    setDoomed(null);
    const result = await call(ROUTES.benchmark.deleteDataset, { params: { id: dataset.id } });
    notify(
      result.success ? t('datasetsTable.deleted', { name: dataset.name }) : result.message,
      result.success ? 'success' : 'error',
    );
    void refresh();
  };

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('datasetsTable.empty')}
      </Typography>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('datasetsTable.label')}>
          <TableHeader
            columns={[
              t('datasetsTable.dataset'),
              t('datasetsTable.state'),
              t('datasetsTable.frames'),
              t('datasetsTable.valTest'),
              t('datasetsTable.boxes'),
              t('datasetsTable.visible'),
              t('datasetsTable.perDay'),
              '',
            ]}
          />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell translate="no">{row.name}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Chip
                    size="small"
                    color={
                      row.status === 'ready'
                        ? 'success'
                        : row.status === 'failed'
                          ? 'error'
                          : 'info'
                    }
                    label={statusText(row.status, row.progress, t)}
                  />
                  {row.status === 'importing' && (
                    <LinearProgress
                      variant="determinate"
                      value={row.progress * 100}
                      sx={{ mt: 0.5 }}
                      aria-label={t('datasetsTable.importOf', { name: row.name })}
                    />
                  )}
                  {row.message && (
                    <Typography
                      variant="caption"
                      color={row.status === 'failed' ? 'error' : 'text.secondary'}
                      sx={{ display: 'block' }}
                    >
                      {serverText(row.message)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{count(row.frames)}</TableCell>
                <TableCell>
                  {count(row.splits.val)} / {count(row.splits.test)}
                </TableCell>
                <TableCell>{count(row.gt_boxes)}</TableCell>
                <TableCell>
                  <Switch
                    checked={row.visible}
                    onChange={(event) => void change(row, { visible: event.target.checked })}
                    slotProps={{
                      input: { 'aria-label': t('datasetsTable.visibleOf', { name: row.name }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    type="number"
                    defaultValue={row.test_daily_limit}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: 1000,
                        'aria-label': t('datasetsTable.perDayOf', { name: row.name }),
                      },
                    }}
                    onBlur={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isInteger(value) && value !== row.test_daily_limit)
                        void change(row, { test_daily_limit: value });
                    }}
                    sx={{ width: 90 }}
                  />
                </TableCell>
                <TableCell>
                  <Tooltip title={shared('actions.delete')}>
                    <IconButton
                      aria-label={t('datasetsTable.deleteOf', { name: row.name })}
                      onClick={() => setDoomed(row)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={doomed !== null}
        text={withTyped(t('datasetsTable.confirm', { name: doomed?.name ?? '' }), doomed?.name)}
        confirmLabel={shared('actions.delete')}
        onConfirm={() => doomed && void remove(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
