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
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../../lib/i18n';

const COLUMNS = ['when', 'who', 'app', 'role', 'before', 'after'] as const;

/** Every change of the table above, newest first, with who made it. */
export function AuditTable() {
  const audit = useAvailabilityAudit();
  const entries = audit.data ?? [];
  const { t } = useTranslation('admin');
  const appText = useAppText();
  return (
    <Box component="section" aria-labelledby="audit-title" sx={{ mt: 5 }}>
      <Typography id="audit-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('audit.title')}
      </Typography>
      <Paper variant="outlined">
        {audit.isPending && <LinearProgress aria-label={t('audit.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('audit.title')} sx={{ minWidth: 720 }}>
            <TableHeader columns={COLUMNS.map((column) => t(`audit.columns.${column}`))} />
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                  <TableCell translate="no">{entry.actor_email}</TableCell>
                  <TableCell>{appText(appByKey(entry.app as AppKey)).name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(ROLE_LABELS[entry.role])}</TableCell>
                  <TableCell>{t(STATE_LABELS[entry.before])}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t(STATE_LABELS[entry.after])}</TableCell>
                </TableRow>
              ))}
              {!audit.isPending && entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 3, textAlign: 'center' }}>
                    <Typography color="text.secondary">
                      {audit.isError ? audit.error.message : t('audit.none')}
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
          {t('audit.older')}
        </Button>
      )}
    </Box>
  );
}
