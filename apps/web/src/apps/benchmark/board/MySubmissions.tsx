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
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { Section } from '../../../shell/Section';
import { TableHeader } from '../../../shell/TableHeader';
import { metric, statusText } from '../format';

const COLOURS = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** A submission's state: a chip, with a bar while it is evaluated. */
export function SubmissionStatus({ row }: { row: BenchSubmission }) {
  return (
    <>
      <Chip size="small" color={COLOURS[row.status]} label={statusText(row.status, row.progress)} />
      {row.status === 'running' && (
        <LinearProgress
          variant="determinate"
          value={row.progress * 100}
          sx={{ mt: 0.5, maxWidth: 120 }}
          aria-label="Evaluation progress"
        />
      )}
    </>
  );
}

/** The signed-in user's submissions, newest first, live while any is evaluated. */
export function MySubmissions({ rows }: { rows: BenchSubmission[] }) {
  return (
    <Section title="My submissions">
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          Nothing submitted yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="My submissions">
            <TableHeader
              columns={['Submission', 'Dataset', 'Split', 'Status', 'NDS', 'mAP', 'Sent']}
            />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/benchmark/submission/${row.id}`}>
                      {row.name || `#${row.id}`}
                    </Link>
                    {row.hidden && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{row.dataset_name}</TableCell>
                  <TableCell>{row.split}</TableCell>
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
