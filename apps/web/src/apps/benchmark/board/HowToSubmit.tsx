import { type BenchDataset, ROUTES } from '@ads/contract';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { callBytes } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { Section } from '../../../shell/Section';
import { useSamples } from '../api';

/** The fields of one predicted box (docs/benchmark-format.md, "Coordinates and boxes"). */
const FIELDS: Array<[string, string]> = [
  ['sample', 'a frame name of the split you submit to'],
  ['class', 'car, pedestrian or cyclist'],
  ['x y z', 'box centre in metres from the lidar: x forward, y left, z up'],
  ['l w h', 'length along the heading, width, height (m)'],
  ['yaw', 'heading about +z from +x, radians'],
  ['score', 'confidence: higher ranks first'],
  ['vx vy attr', 'optional: velocity (m/s), nuScenes attribute'],
];

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
  const example = `{"pred": [
  {"sample": "${sample}", "class": "car",
   "x": 12.4, "y": -3.1, "z": -0.95,
   "l": 4.4, "w": 1.8, "h": 1.55,
   "yaw": 0.05, "score": 0.87}
]}`;
  return (
    <Section title="How to submit">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            One JSON file per split: every box your model found in every frame, in the lidar frame.
          </Typography>
          <Box
            component="pre"
            aria-label="Predictions format"
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
              Example file (val)
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
              The baseline’s val predictions in this format: submit it as it is to try the way in.
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Box
            component="dl"
            aria-label="Fields"
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
                <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {meaning}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            A KITTI <code>label_2</code> archive with a score column works too. At most 500 boxes a
            frame. Val is scored against its published ground truth, test against a hidden one,{' '}
            {dataset.test_daily_limit} submissions a day.
          </Typography>
        </Stack>
      </Box>
    </Section>
  );
}
