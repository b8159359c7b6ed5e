import { type BenchDataset, ROUTES } from '@ads/contract';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callBytes } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { Section } from '../../../shell/Section';
import { className, count, knownClass } from '../format';

async function download(dataset: BenchDataset) {
  const answer = await callBytes(ROUTES.benchmark.groundTruth, { params: { id: dataset.id } });
  if (!answer.success) return notify(answer.message, 'error');
  saveFile(`${dataset.name} val ground truth.json`, answer.bytes, 'application/json');
}

/** A dataset's facts and the ways into it: its frames in 3D, its val ground truth. */
export function DatasetFacts({ dataset }: { dataset: BenchDataset }) {
  const { t } = useTranslation('benchmark');
  const formatName = (format: string) =>
    format === 'kitti' || format === 'sample' || format === 'layout'
      ? t(`facts.${format}`)
      : format || '—';
  const facts: Array<[string, string]> = [
    [t('facts.frames'), count(dataset.frames)],
    [t('facts.valTest'), `${count(dataset.splits.val)} / ${count(dataset.splits.test)}`],
    [t('facts.boxes'), count(dataset.gt_boxes)],
    [t('facts.format'), formatName(dataset.format)],
  ];
  return (
    <Section title={dataset.name}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75, m: 0, mb: 2 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={0.75} sx={{ mb: 2 }}>
        {dataset.classes.map((c) => (
          <Chip
            key={c}
            size="small"
            label={className(c, t)}
            translate={knownClass(c) ? undefined : 'no'}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ViewInArIcon />}
          component={RouterLink}
          to={`/benchmark/dataset/${dataset.id}`}
        >
          {t('facts.explore')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(dataset)}>
          {t('facts.groundTruth')}
        </Button>
      </Stack>
    </Section>
  );
}
