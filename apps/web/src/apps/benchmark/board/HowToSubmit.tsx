import { type BenchDataset, ROUTES } from '@ads/contract';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { callBytes } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { Section } from '../../../shell/Section';
import { useSamples } from '../api';

/** The fields of one predicted box (docs/benchmark-format.md, "Coordinates and boxes"). */
const FIELDS = [
  ['sample', 'sample'],
  ['class', 'class'],
  ['x y z', 'xyz'],
  ['l w h', 'lwh'],
  ['yaw', 'yaw'],
  ['score', 'score'],
  ['vx vy attr', 'extra'],
] as const;

/** A code in a sentence: the file's own words, the same in every language. */
const code = (key: string) => <code key={key} translate="no" />;
const word = (key: string) => <span key={key} translate="no" />;

async function downloadExample(dataset: BenchDataset) {
  const answer = await callBytes(ROUTES.benchmark.example, { params: { id: dataset.id } });
  if (!answer.success) return notify(answer.message, 'error');
  saveFile(`${dataset.name} val example.json`, answer.bytes, 'application/json');
}

/**
 * How to submit (issue 30): the predictions format with a box of this dataset, its limits, and
 * the example file: the baseline's own val predictions, which the evaluator takes as they are.
 */
export function HowToSubmit({ dataset }: { dataset: BenchDataset }) {
  const samples = useSamples(dataset.id, 'val');
  const [fetching, setFetching] = useState(false);
  const sample = samples.data?.[0] ?? '000000';
  const { t } = useTranslation('benchmark');
  const example = `{"pred": [
  {"sample": "${sample}", "class": "car",
   "x": 12.4, "y": -3.1, "z": -0.95,
   "l": 4.4, "w": 1.8, "h": 1.55,
   "yaw": 0.05, "score": 0.87}
]}`;
  return (
    <Section title={t('howTo.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('howTo.intro')}
          </Typography>
          <Box
            component="pre"
            aria-label={t('howTo.format')}
            translate="no"
            sx={{
              m: 0,
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'action.hover',
              fontSize: 12.5,
              lineHeight: 1.5,
              overflowX: 'auto',
            }}
          >
            {example}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              disabled={fetching}
              onClick={() => {
                setFetching(true);
                void downloadExample(dataset).finally(() => setFetching(false));
              }}
            >
              {t('howTo.example')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
              {t('howTo.exampleNote')}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Box
            component="dl"
            aria-label={t('howTo.fieldsLabel')}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {FIELDS.map(([term, meaning]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  translate="no"
                  sx={{ fontFamily: 'monospace' }}
                >
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  <Trans
                    t={t}
                    i18nKey={`howTo.fields.${meaning}`}
                    components={[word('car'), word('pedestrian'), word('cyclist')]}
                  />
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey="howTo.limits"
              values={{ limit: dataset.test_daily_limit }}
              components={[code('label'), word('tool'), code('file')]}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey={dataset.poses ? 'howTo.poses' : 'howTo.noPoses'}
              components={[code('frame')]}
            />
          </Typography>
        </Stack>
      </Box>
    </Section>
  );
}
