import { type AppKey, appByKey } from '@ads/contract';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../../lib/format-date';
import { TableHeader } from '../../../shell/TableHeader';
import { ROLE_LABELS, STATE_LABELS } from './app-states';
import { useAvailabilityAudit } from './app-availability-queries';

const COLUMNS = ['When', 'Who', 'App', 'Role', 'Before', 'After'];

/** Every change of the table above, newest first, with who made it. */
export function AuditTable() {
  const audit = useAvailabilityAudit();
  const entries = audit.data ?? [];
  return (
    <Box component="section" aria-labelledby="audit-title" sx={{ mt: 5 }}>
      <Typography id="audit-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Changes
      </Typography>
      <Paper variant="outlined">
        {audit.isPending && <LinearProgress aria-label="Loading changes" />}
        <TableContainer>
          <Table size="small" aria-label="Changes" sx={{ minWidth: 720 }}>
            <TableHeader columns={COLUMNS} />
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                  <TableCell>{entry.actor_email}</TableCell>
                  <TableCell>{appByKey(entry.app as AppKey).name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[entry.role]}</TableCell>
                  <TableCell>{STATE_LABELS[entry.before]}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{STATE_LABELS[entry.after]}</TableCell>
                </TableRow>
              ))}
              {!audit.isPending && entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 3, textAlign: 'center' }}>
                    <Typography color="text.secondary">
                      {audit.isError
                        ? audit.error.message
                        : "No changes yet: every app has the spec's defaults."}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {audit.hasNextPage && (
        <Button
          sx={{ mt: 1.5 }}
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Show older changes
        </Button>
      )}
    </Box>
  );
}
