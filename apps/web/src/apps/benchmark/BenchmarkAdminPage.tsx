import { Alert, Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { type QueueState, useAdminSubmissions, useBenchQueue, useDatasets } from './api';
import { AddDataset } from './admin/AddDataset';
import { DatasetAdminTable } from './admin/DatasetAdminTable';
import { SubmissionAdminTable } from './admin/SubmissionAdminTable';

const JOB_NAMES: Record<string, string> = {
  'benchmark.import': 'Dataset import',
  'benchmark.evaluate': 'Evaluation',
  'benchmark.baseline': 'Baseline detector',
};

/** Administration of AI Benchmark: datasets, every submission, the job queue. */
export default function BenchmarkAdminPage() {
  const datasets = useDatasets();
  const submissions = useAdminSubmissions();
  const queue = useBenchQueue();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title="Benchmark admin"
        subtitle="Datasets, submissions and the evaluation queue"
        action={
          <Button component={RouterLink} to="/benchmark" variant="outlined">
            Open the benchmark
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AddDataset />
        <Section title="Datasets">
          {datasets.isPending ? (
            <LoadingBlocks count={2} height={48} />
          ) : datasets.isError ? (
            <ErrorState error={datasets.error} onRetry={() => void datasets.refetch()} />
          ) : (
            <DatasetAdminTable rows={datasets.data} />
          )}
        </Section>
        <Section
          title="Queue"
          action={
            queue.jobs && <Chip size="small" label={`${queue.jobs.length} waiting or running`} />
          }
        >
          <QueueList queue={queue} />
        </Section>
        <Section title="Submissions">
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
  if (queue.state === 'refused') return <Alert severity="warning">{queue.message}</Alert>;
  if (!queue.jobs) return <Typography color="text.secondary">Connecting…</Typography>;
  if (queue.jobs.length === 0)
    return <Typography color="text.secondary">Nothing waiting.</Typography>;
  return (
    <Stack spacing={0.5} aria-label="Jobs">
      {queue.jobs.map((job) => (
        <Typography key={job.id} variant="body2">
          {JOB_NAMES[job.kind] ?? job.kind} #{job.id}: {job.status}
          {job.status === 'running' ? ` ${Math.round(job.progress * 100)} % — ${job.message}` : ''}
          {job.attempts > 1 ? ` (attempt ${job.attempts})` : ''}
        </Typography>
      ))}
    </Stack>
  );
}
