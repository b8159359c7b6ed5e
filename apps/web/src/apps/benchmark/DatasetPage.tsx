import type { BenchSplit } from '@ads/contract';
import {
  Breadcrumbs,
  Container,
  Link,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { Section } from '../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useDatasets } from './api';
import { className, count } from './format';
import { FrameViewer } from './viewer/FrameViewer';
import { useFitHeight } from './viewer/fit-height';

/** A dataset's frames in 3D: val with its ground truth, test as points only. */
export default function DatasetPage() {
  const id = Number(useParams().id);
  // `?fps`: the view draws continuously, so its data-fps is a frame rate (npm run bench).
  const [search] = useSearchParams();
  const datasets = useDatasets();
  const dataset = datasets.data?.find((d) => d.id === id);
  const [split, setSplit] = useState<BenchSplit>('val');
  // The page's header, the view's toolbar, scrubber and legend take about this much.
  const height = useFitHeight(440);
  const { t } = useTranslation('benchmark');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/benchmark">
          {t('name')}
        </Link>
        {dataset ? (
          <Typography color="text.primary" translate="no">
            {dataset.name}
          </Typography>
        ) : (
          <Typography color="text.primary">{t('dataset.fallback', { id })}</Typography>
        )}
      </Breadcrumbs>
      {datasets.isPending ? (
        <LoadingBlocks count={2} />
      ) : !dataset ? (
        <ErrorState error={datasets.error ?? new Error(t('dataset.missing'))} />
      ) : (
        <>
          <PageHeader
            title={<span translate="no">{dataset.name}</span>}
            subtitle={t('dataset.subtitle', {
              frames: count(dataset.frames),
              boxes: count(dataset.gt_boxes),
              classes: dataset.classes.map((c) => className(c, t)).join(', '),
            })}
            action={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={split}
                onChange={(_event, value: BenchSplit | null) => value && setSplit(value)}
                aria-label={t('split.label')}
              >
                <ToggleButton value="val">
                  {t('split.valCount', { n: count(dataset.splits.val) })}
                </ToggleButton>
                <ToggleButton value="test">
                  {t('split.testCount', { n: count(dataset.splits.test) })}
                </ToggleButton>
              </ToggleButtonGroup>
            }
          />
          <Section title={split === 'val' ? t('dataset.withTruth') : t('dataset.testFrames')}>
            <FrameViewer
              key={split}
              dataset={dataset.id}
              split={split}
              height={height}
              continuous={search.has('fps')}
            />
          </Section>
        </>
      )}
    </Container>
  );
}
