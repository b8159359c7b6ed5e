import ApiIcon from '@mui/icons-material/Api';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import RefreshIcon from '@mui/icons-material/Refresh';
import SensorsIcon from '@mui/icons-material/Sensors';
import { PageHeader } from '../../shell/PageHeader';
import { Alert, Box, Button, Container } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n';
import { checkServices } from './service-checks';
import { ServiceCard } from './ServiceCard';

const REFRESH_MS = 10_000;

const timeOf = (at: number) =>
  new Intl.DateTimeFormat(localeOf(), { timeStyle: 'medium' }).format(new Date(at));

/** Public status page of the studio's services, checked again every 10 seconds. */
export default function OperatorPage() {
  const { t } = useTranslation('operator');
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
        title={t('title')}
        subtitle={
          status.dataUpdatedAt
            ? t('lastChecked', {
                time: timeOf(status.dataUpdatedAt),
                seconds: REFRESH_MS / 1000,
              })
            : t('checking')
        }
        action={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void status.refetch()}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              {t('checkNow')}
            </Button>
          </>
        }
      />
      {report && (
        <Alert severity={allUp ? 'success' : 'error'} sx={{ mb: 3 }}>
          {allUp ? t('allUp') : t('someDown')}
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
          name={t('services.api.name')}
          description={t('services.api.description')}
          icon={<ApiIcon />}
          check={report?.api}
        />
        <ServiceCard
          name={t('services.files.name')}
          description={t('services.files.description')}
          icon={<CloudQueueIcon />}
          check={report?.files}
        />
        <ServiceCard
          name={t('services.realtime.name')}
          description={t('services.realtime.description')}
          icon={<SensorsIcon />}
          check={report?.realtime}
        />
      </Box>
    </Container>
  );
}
