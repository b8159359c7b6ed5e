import { Alert, Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverText } from '../../lib/i18n';
import { PageHeader } from '../../shell/PageHeader';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { type QueueState, useAdminSubmissions, useBenchQueue, useDatasets } from './api';
import { AddDataset } from './admin/AddDataset';
import { DatasetAdminTable } from './admin/DatasetAdminTable';
import { SubmissionAdminTable } from './admin/SubmissionAdminTable';

const JOB_NAMES = {
  'benchmark.import': 'admin.jobNames.import',
  'benchmark.evaluate': 'admin.jobNames.evaluate',
  'benchmark.baseline': 'admin.jobNames.baseline',
} as const;
const isJobKind = (kind: string): kind is keyof typeof JOB_NAMES => kind in JOB_NAMES;

/** Administration of AI Benchmark: datasets, every submission, the job queue. */
export default function BenchmarkAdminPage() {
  const datasets = useDatasets();
  const submissions = useAdminSubmissions();
  const queue = useBenchQueue();
  const { t } = useTranslation('benchmark');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        action={
          <Button component={RouterLink} to="/benchmark" variant="outlined">
            {t('admin.open')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AddDataset />
        <Section title={t('admin.datasets')}>
          {datasets.isPending ? (
            <LoadingBlocks count={2} height={48} />
          ) : datasets.isError ? (
            <ErrorState error={datasets.error} onRetry={() => void datasets.refetch()} />
          ) : (
            <DatasetAdminTable rows={datasets.data} />
          )}
        </Section>
        <Section
          title={t('admin.queue')}
          action={
            queue.jobs && (
              <Chip size="small" label={t('admin.waiting', { count: queue.jobs.length })} />
            )
          }
        >
          <QueueList queue={queue} />
        </Section>
        <Section title={t('admin.submissions')}>
          {submissions.isPending ? (
            <LoadingBlocks count={2} height={48} />
          ) : submissions.isError ? (
            <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />
          ) : (
            <SubmissionAdminTable rows={submissions.data} />
          )}
        </Section>
      </Box>
    </Container>
  );
}

/** The pushed queue: live, no poll; 'Connecting…' until the server's first push. */
function QueueList({ queue }: { queue: QueueState }) {
  const { t } = useTranslation('benchmark');
  if (queue.state === 'refused')
    return <Alert severity="warning">{serverText(queue.message)}</Alert>;
  if (!queue.jobs) return <Typography color="text.secondary">{t('admin.connecting')}</Typography>;
  if (queue.jobs.length === 0)
    return <Typography color="text.secondary">{t('admin.nothing')}</Typography>;
  return (
    <Stack spacing={0.5} aria-label={t('admin.jobs')}>
      {queue.jobs.map((job) => (
        <Typography key={job.id} variant="body2">
          {isJobKind(job.kind) ? t(JOB_NAMES[job.kind]) : job.kind} #{job.id}:{' '}
          {job.status === 'queued' || job.status === 'running'
            ? t(`admin.jobStatus.${job.status}`)
            : job.status}
          {job.status === 'running'
            ? ` ${Math.round(job.progress * 100)} % — ${serverText(job.message)}`
            : ''}
          {job.attempts > 1 ? t('admin.attempt', { count: job.attempts }) : ''}
        </Typography>
      ))}
    </Stack>
  );
}
