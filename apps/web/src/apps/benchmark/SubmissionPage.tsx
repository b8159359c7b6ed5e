import type { BenchSubmissionDetail } from '@ads/contract';
import {
  Alert,
  Box,
  Breadcrumbs,
  Container,
  LinearProgress,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useSubmission } from './api';
import { SubmissionStatus } from './board/MySubmissions';
import { count, metric } from './format';
import { KittiTable } from './results/KittiTable';
import { NuScenesTable } from './results/NuScenesTable';
import { PrCurves } from './results/PrCurves';
import { WorstFrames } from './results/WorstFrames';
import { FrameViewer } from './viewer/FrameViewer';

/** A submission: its status while evaluated; then its metrics, curves, worst frames and 3D. */
export default function SubmissionPage() {
  const id = Number(useParams().id);
  const submission = useSubmission(id);
  const row = submission.data;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/benchmark">
          AI Benchmark
        </Link>
        <Typography color="text.primary">Submission #{id}</Typography>
      </Breadcrumbs>
      {submission.isPending ? (
        <LoadingBlocks count={3} />
      ) : submission.isError || !row ? (
        <ErrorState error={submission.error} onRetry={() => void submission.refetch()} />
      ) : (
        <>
          <PageHeader
            title={row.name || `Submission #${row.id}`}
            subtitle={`${row.dataset_name} · ${row.split} split · ${count(row.predictions)} predictions · by ${row.user.name}`}
            action={<SubmissionStatus row={row} />}
          />
          <SubmissionBody row={row} />
        </>
      )}
    </Container>
  );
}

function SubmissionBody({ row }: { row: BenchSubmissionDetail }) {
  const [chosen, setChosen] = useState<string | null>(null);
  if (row.status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        The evaluation failed: {row.message}
      </Alert>
    );
  }
  const results = row.results;
  if (!results) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography sx={{ mb: 1 }}>
          {row.status === 'queued' ? 'Waiting for its turn…' : row.message || 'Evaluating…'}
        </Typography>
        <LinearProgress
          variant={row.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={row.progress * 100}
          aria-label="Evaluation progress"
        />
      </Paper>
    );
  }
  const headline: Array<[string, number | null]> = [
    ['NDS', results.nuscenes.nd_score],
    ['mAP', results.nuscenes.mean_ap],
    ['mATE', results.nuscenes.tp_errors.trans_err ?? null],
    ['mAOE', results.nuscenes.tp_errors.orient_err ?? null],
    ['3D AP|R40 (strict)', row.headline.ap_r40],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        }}
      >
        {headline.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {metric(value)}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Section title="nuScenes detection metrics">
        <NuScenesTable metrics={results.nuscenes} />
      </Section>
      <Section title="KITTI 3D and bird’s-eye AP">
        <KittiTable metrics={results.kitti} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Precision–recall, nuScenes at 2 m">
          <PrCurves curves={results.curves.nuscenes} label="Precision–recall, nuScenes at 2 m" />
        </Section>
        <Section title="Precision–recall, KITTI 3D strict">
          <PrCurves curves={results.curves.kitti} label="Precision–recall, KITTI 3D strict" />
        </Section>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(260px, 1fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <Section title="Worst frames">
          <WorstFrames frames={results.frames} chosen={chosen} onChoose={setChosen} />
        </Section>
        <Section title="Frames in 3D">
          <FrameViewer
            dataset={row.dataset_id}
            split={row.split}
            submission={row.id}
            sample={chosen ?? results.frames[0]?.sample ?? null}
          />
        </Section>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Evaluated in {(results.eval_ms / 1000).toFixed(1)} s. Scored as the nuScenes devkit
        (detection_cvpr_2019) and the KITTI devkit score it; the deviations are listed in the
        benchmark’s documentation.
      </Typography>
    </Box>
  );
}
