import {
  Box,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
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
    const { t } = useTranslation('education');
    const datasets = useDatasets();
    const ready = (datasets.data ?? []).filter((d) => d.status === 'ready');
    const perception = draft.kind === 'perception';
    return (
      <Section title={t('admin.kind.title')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t('admin.kind.title')}
          value={draft.kind}
          disabled={saved}
          onChange={(_event, kind: typeof draft.kind | null) => {
            if (kind && kind !== draft.kind)
              change({ kind, rules: defaultRules(kind) }, ['kind', 'rules', 'dataset_id']);
          }}
        >
          <ToggleButton value="driving">{t('admin.kind.driving')}</ToggleButton>
          <ToggleButton value="perception">{t('admin.kind.perception')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {perception ? t('admin.kind.perceptionText') : t('admin.kind.drivingText')}
          {saved && t('admin.kind.stays')}
        </Typography>
        {perception && (
          <Box sx={{ mt: 2 }}>
            <TextField
              select
              fullWidth
              label={t('admin.kind.dataset')}
              name="dataset_id"
              value={ready.some((d) => String(d.id) === draft.dataset_id) ? draft.dataset_id : ''}
              onChange={(event) => change({ dataset_id: event.target.value }, ['dataset_id'])}
              {...reasonProps(
                t,
                errors,
                'dataset_id',
                datasets.isError
                  ? t('admin.kind.datasetsFailed')
                  : ready.length === 0 && !datasets.isPending
                    ? t('admin.kind.noDataset')
                    : t('admin.kind.datasetHint'),
              )}
            >
              {ready.map((d) => (
                <MenuItem key={d.id} value={String(d.id)}>
                  <span translate="no">{d.name}</span>&nbsp;·&nbsp;
                  {t('admin.kind.testFrames', { count: d.splits.test })}
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
