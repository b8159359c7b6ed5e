import ApiIcon from '@mui/icons-material/Api';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import RefreshIcon from '@mui/icons-material/Refresh';
import SensorsIcon from '@mui/icons-material/Sensors';
import { PageHeader } from '../../shell/PageHeader';
import { Alert, Box, Button, Container } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { checkServices } from './service-checks';
import { ServiceCard } from './ServiceCard';

const REFRESH_MS = 10_000;

const timeOf = (at: number) =>
  new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(new Date(at));

/** Public status page of the studio's services, checked again every 10 seconds. */
export default function OperatorPage() {
  const status = useQuery({
    queryKey: ['operator-status'],
    queryFn: checkServices,
    refetchInterval: REFRESH_MS,
    gcTime: 0,
  });
  const report = status.data;
  const allUp = report && report.api.state === 'up' && report.files.state === 'up';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeader
        live
        title="Service status"
        subtitle={
          status.dataUpdatedAt
            ? `Last checked ${timeOf(status.dataUpdatedAt)} · every ${REFRESH_MS / 1000} s`
            : 'Checking the services…'
        }
        action={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void status.refetch()}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Check now
            </Button>
          </>
        }
      />
      {report && (
        <Alert severity={allUp ? 'success' : 'error'} sx={{ mb: 3 }}>
          {allUp
            ? 'The studio is running: the API and the file service answer normally.'
            : 'Some services are not answering. We are looking into it.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'stretch',
        }}
      >
        <ServiceCard
          name="API"
          description="Accounts, projects, PCs, notices and every other backend call."
          icon={<ApiIcon />}
          check={report?.api}
        />
        <ServiceCard
          name="File service"
          description="Images, data categories and, later, driving-data files."
          icon={<CloudQueueIcon />}
          check={report?.files}
        />
        <ServiceCard
          name="Realtime"
          description="The live channel between the browser and the agents on PCs and vehicles."
          icon={<SensorsIcon />}
          check={report?.realtime}
        />
      </Box>
    </Container>
  );
}
