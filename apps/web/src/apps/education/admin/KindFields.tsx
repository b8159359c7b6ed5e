import {
  Box,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { Section } from '../../../shell/Section';
import { useDatasets } from './api';
import { type FormPart, defaultRules, reasonProps, samePart } from './challenge-form';

/**
 * What the challenge is: driving (the learner's controller on the simulator's episodes) or
 * perception (a predictions file scored by AI Benchmark on a dataset's hidden test split), and
 * for perception its dataset. The kind is fixed once the challenge is saved (the server keeps
 * it); changing it before resets the ranking rules to the kind's scores.
 */
export const KindFields = memo(
  function KindFields({ draft, errors, change, saved }: FormPart & { saved: boolean }) {
    const datasets = useDatasets();
    const ready = (datasets.data ?? []).filter((d) => d.status === 'ready');
    const perception = draft.kind === 'perception';
    return (
      <Section title="Kind">
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Kind"
          value={draft.kind}
          disabled={saved}
          onChange={(_event, kind: typeof draft.kind | null) => {
            if (kind && kind !== draft.kind)
              change({ kind, rules: defaultRules(kind) }, ['kind', 'rules', 'dataset_id']);
          }}
        >
          <ToggleButton value="driving">Driving</ToggleButton>
          <ToggleButton value="perception">Perception</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {perception
            ? 'Learners upload a predictions file (AI Benchmark’s format); it is scored on the dataset’s hidden test split.'
            : 'Learners write a controller; it drives the episodes below in the sandbox.'}
          {saved && ' The kind of a saved challenge stays.'}
        </Typography>
        {perception && (
          <Box sx={{ mt: 2 }}>
            <TextField
              select
              fullWidth
              label="Dataset"
              name="dataset_id"
              value={ready.some((d) => String(d.id) === draft.dataset_id) ? draft.dataset_id : ''}
              onChange={(event) => change({ dataset_id: event.target.value }, ['dataset_id'])}
              {...reasonProps(
                errors,
                'dataset_id',
                datasets.isError
                  ? 'The datasets could not be read (is AI Benchmark on for admins?).'
                  : ready.length === 0 && !datasets.isPending
                    ? 'No dataset is ready: import or generate one in AI Benchmark first.'
                    : 'An AI Benchmark dataset that is ready; its test split stays hidden.',
              )}
            >
              {ready.map((d) => (
                <MenuItem key={d.id} value={String(d.id)}>
                  {d.name} · {d.splits.test} test frames
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
      </Section>
    );
  },
  (before, after) =>
    before.saved === after.saved && samePart(['kind', 'dataset_id'])(before, after),
);
