import type { BenchSubmission } from '@ads/contract';
import {
  Chip,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverText } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format-date';
import { Section } from '../../../shell/Section';
import { TableHeader } from '../../../shell/TableHeader';
import { metric, statusText } from '../format';

const COLOURS = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** A submission's state: a chip, with a bar while it is evaluated. */
export function SubmissionStatus({ row }: { row: BenchSubmission }) {
  const { t } = useTranslation('benchmark');
  return (
    <>
      <Chip
        size="small"
        color={COLOURS[row.status]}
        label={statusText(row.status, row.progress, t)}
      />
      {row.status === 'running' && (
        <LinearProgress
          variant="determinate"
          value={row.progress * 100}
          sx={{ mt: 0.5, maxWidth: 120 }}
          aria-label={t('mine.progress')}
        />
      )}
    </>
  );
}

/** The signed-in user's submissions, newest first, live while any is evaluated. */
export function MySubmissions({ rows }: { rows: BenchSubmission[] }) {
  const { t } = useTranslation('benchmark');
  return (
    <Section title={t('mine.title')}>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('mine.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('mine.title')}>
            <TableHeader
              columns={[
                t('mine.submission'),
                t('mine.dataset'),
                t('mine.split'),
                t('mine.status'),
                'NDS',
                'mAP',
                t('mine.sent'),
              ]}
            />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
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
                    {row.hidden && <Chip size="small" label={t('mine.hidden')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell translate="no">{row.dataset_name}</TableCell>
                  <TableCell>{t(`splitName.${row.split}`)}</TableCell>
                  <TableCell>
                    <SubmissionStatus row={row} />
                  </TableCell>
                  <TableCell>{metric(row.headline.nd_score)}</TableCell>
                  <TableCell>{metric(row.headline.mean_ap)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
