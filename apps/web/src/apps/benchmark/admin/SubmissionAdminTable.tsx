import { type BenchSubmission, ROUTES } from '@ads/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  IconButton,
  Link,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format-date';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { TableHeader } from '../../../shell/TableHeader';
import { useRefreshBenchmark } from '../api';
import { SubmissionStatus } from '../board/MySubmissions';
import { metric } from '../format';

/** Every submission: hide one from the leaderboard, or evaluate it again. */
export function SubmissionAdminTable({ rows }: { rows: BenchSubmission[] }) {
  const refresh = useRefreshBenchmark();
  const { t } = useTranslation('benchmark');
  const hide = async (row: BenchSubmission, hidden: boolean) => {
    const result = await call(ROUTES.benchmark.hideSubmission, {
      params: { id: row.id },
      body: { hidden },
    });
    if (!result.success) notify(result.message, 'error');
    void refresh();
  };
  const rerun = async (row: BenchSubmission) => {
    const result = await call(ROUTES.benchmark.rerunSubmission, { params: { id: row.id } });
    notify(
      result.success ? t('submissionsTable.queuedAgain', { id: row.id }) : result.message,
      result.success ? 'success' : 'error',
    );
    void refresh();
  };
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('submissionsTable.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('submissionsTable.label')}>
        <TableHeader
          columns={[
            '#',
            t('submissionsTable.user'),
            t('submissionsTable.dataset'),
            t('submissionsTable.split'),
            t('submissionsTable.status'),
            'NDS',
            t('submissionsTable.sent'),
            t('submissionsTable.hidden'),
            '',
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link component={RouterLink} to={`/benchmark/submission/${row.id}`}>
                  {row.baseline ? (
                    serverText(row.name)
                  ) : row.name ? (
                    <span translate="no">{row.name}</span>
                  ) : (
                    `#${row.id}`
                  )}
                </Link>
              </TableCell>
              <TableCell translate="no">{row.user.name}</TableCell>
              <TableCell translate="no">{row.dataset_name}</TableCell>
              <TableCell>{t(`splitName.${row.split}`)}</TableCell>
              <TableCell>
                <SubmissionStatus row={row} />
              </TableCell>
              <TableCell>{metric(row.headline.nd_score)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
              <TableCell>
                <Switch
                  checked={row.hidden}
                  onChange={(event) => void hide(row, event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': t('submissionsTable.hide', { id: row.id }) },
                  }}
                />
              </TableCell>
              <TableCell>
                <Tooltip title={t('submissionsTable.again')}>
                  <span>
                    <IconButton
                      aria-label={t('submissionsTable.againOf', { id: row.id })}
                      disabled={row.status === 'queued' || row.status === 'running'}
                      onClick={() => void rerun(row)}
                    >
                      <ReplayIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
