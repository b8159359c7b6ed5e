import { CONFIGURABLE_ROLES } from '@ads/contract';
import {
  Alert,
  Button,
  Container,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableContainer,
} from '@mui/material';
import { PageHeader } from '../../../shell/PageHeader';
import { TableHeader } from '../../../shell/TableHeader';
import { AuditTable } from './AuditTable';
import { AvailabilityRow } from './AvailabilityRow';
import { ROLE_LABELS } from './app-states';
import { useAvailabilityTable } from './app-availability-queries';
import { useTranslation } from 'react-i18next';

const COLUMNS = [
  'apps.columns.app',
  'apps.columns.visitors',
  ...CONFIGURABLE_ROLES.map((role) => ROLE_LABELS[role]),
] as const;

/**
 * Who sees which app (SUPER only, docs/adr/0012): each app's state for each role, changed in
 * place; the server enforces it on every app's routes, and open pages follow on their next
 * navigation. Below, every change with who made it.
 */
export default function AdminAppsPage() {
  const table = useAvailabilityTable();
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader title={t('apps.title')} subtitle={t('apps.subtitle')} />
      {table.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void table.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {table.error.message}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {table.isPending && <LinearProgress aria-label={t('apps.loading')} />}
          <TableContainer>
            <Table
              size="small"
              aria-label={t('apps.table')}
              sx={{ minWidth: 860, '& tbody tr:last-child > *': { borderBottom: 0 } }}
            >
              <TableHeader columns={[...COLUMNS.map((column) => t(column)), '']} />
              <TableBody>
                {table.data?.map((row) => (
                  <AvailabilityRow key={row.key} row={row} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <AuditTable />
    </Container>
  );
}
