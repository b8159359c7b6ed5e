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
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatNumber, serverText } from '../../lib/i18n';
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

const FIXED_1 = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** A submission: its status while evaluated; then its metrics, curves, worst frames and 3D. */
export default function SubmissionPage() {
  const id = Number(useParams().id);
  const submission = useSubmission(id);
  const row = submission.data;
  const { t } = useTranslation('benchmark');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/benchmark">
          {t('name')}
        </Link>
        <Typography color="text.primary">{t('submission.fallback', { id })}</Typography>
      </Breadcrumbs>
      {submission.isPending ? (
        <LoadingBlocks count={3} />
      ) : submission.isError || !row ? (
        <ErrorState error={submission.error} onRetry={() => void submission.refetch()} />
      ) : (
        <>
          <PageHeader
            title={
              row.baseline ? (
                serverText(row.name)
              ) : row.name ? (
                <span translate="no">{row.name}</span>
              ) : (
                t('submission.fallback', { id: row.id })
              )
            }
            subtitle={
              <>
                <span translate="no">{row.dataset_name}</span>
                {' · '}
                {t('submission.split', { split: t(`splitName.${row.split}`) })}
                {' · '}
                {t('submission.predictions', { n: count(row.predictions) })}
                {' · '}
                <Trans
                  t={t}
                  i18nKey="submission.by"
                  values={{ name: row.user.name }}
                  components={[<span key="name" translate="no" />]}
                />
              </>
            }
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
  const { t } = useTranslation('benchmark');
  if (row.status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {t('submission.failed', { message: serverText(row.message) })}
      </Alert>
    );
  }
  const results = row.results;
  if (!results) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography sx={{ mb: 1 }}>
          {row.status === 'queued'
            ? t('submission.waiting')
            : row.message
              ? serverText(row.message)
              : t('submission.evaluating')}
        </Typography>
        <LinearProgress
          variant={row.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={row.progress * 100}
          aria-label={t('submission.progress')}
        />
      </Paper>
    );
  }
  const headline: Array<[string, number | null]> = [
    ['NDS', results.nuscenes.nd_score],
    ['mAP', results.nuscenes.mean_ap],
    ['mATE', results.nuscenes.tp_errors.trans_err ?? null],
    ['mAOE', results.nuscenes.tp_errors.orient_err ?? null],
    [t('submission.strict'), row.headline.ap_r40],
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
      <Section title={t('submission.nuscenes')}>
        <NuScenesTable metrics={results.nuscenes} />
      </Section>
      <Section title={t('submission.kitti')}>
        <KittiTable metrics={results.kitti} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('submission.prNuscenes')}>
          <PrCurves curves={results.curves.nuscenes} label={t('submission.prNuscenes')} />
        </Section>
        <Section title={t('submission.prKitti')}>
          <PrCurves curves={results.curves.kitti} label={t('submission.prKitti')} />
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
        <Section title={t('submission.worst')}>
          <WorstFrames frames={results.frames} chosen={chosen} onChoose={setChosen} />
        </Section>
        <Section title={t('submission.frames3d')}>
          <FrameViewer
            dataset={row.dataset_id}
            split={row.split}
            submission={row.id}
            sample={chosen ?? results.frames[0]?.sample ?? null}
          />
        </Section>
      </Box>
      <Typography variant="caption" color="text.secondary">
        <Trans
          t={t}
          i18nKey="submission.evaluated"
          values={{ seconds: formatNumber(results.eval_ms / 1000, FIXED_1) }}
          components={[<span key="config" translate="no" />]}
        />
      </Typography>
    </Box>
  );
}
