import { type BenchDataset, type BenchSplit, ROUTES } from '@ads/contract';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callWithFile } from '../../../lib/api';
import { formatNumber, serverText } from '../../../lib/i18n';
import { Section } from '../../../shell/Section';
import { useRefreshBenchmark } from '../api';

const FIXED_1 = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** What a predictions file is sent as: its type when the browser knows it, else by name. */
export function predictionsType(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'application/json';
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'application/gzip';
  if (name.endsWith('.tar')) return 'application/x-tar';
  return file.type || 'application/octet-stream';
}

/**
 * Sends a predictions file for a split. The server checks it whole before answering: the
 * first problem comes back as a sentence naming the entry, and nothing is kept.
 */
export function SubmitCard({ dataset }: { dataset: BenchDataset }) {
  const [split, setSplit] = useState<BenchSplit>('val');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const refresh = useRefreshBenchmark();
  const { t } = useTranslation('benchmark');

  const send = async () => {
    if (!file) return;
    setSending(true);
    setProblem(null);
    const body = new Blob([file], { type: predictionsType(file) });
    const result = await callWithFile(ROUTES.benchmark.submit, body, {
      query: { dataset: dataset.id, split, name },
    });
    setSending(false);
    if (!result.success) return setProblem(result.message);
    void refresh();
    void navigate(`/benchmark/submission/${result.detail.id}`);
  };

  return (
    <Section title={t('submit.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          <Trans
            t={t}
            i18nKey="submit.intro"
            values={{ limit: dataset.test_daily_limit }}
            components={[<code key="json" translate="no" />, <code key="kitti" translate="no" />]}
          />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('split.label')}
            value={split}
            onChange={(event) => setSplit(event.target.value as BenchSplit)}
            sx={{ minWidth: 110 }}
          >
            <MenuItem value="val">{t('split.valFrames', { n: dataset.splits.val })}</MenuItem>
            <MenuItem value="test">{t('split.testFrames', { n: dataset.splits.test })}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={t('submit.name')}
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, 80))}
            sx={{ flex: 1, minWidth: 160 }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('submit.choose')}
            <input
              hidden
              type="file"
              aria-label={t('submit.file')}
              accept=".json,.zip,.tar,.gz,.tgz"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </Button>
          {file ? (
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap translate="no">
              {t('submit.chosen', {
                name: file.name,
                size: formatNumber(file.size / 1024 ** 2, FIXED_1),
              })}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {t('submit.none')}
            </Typography>
          )}
          <Button variant="contained" disabled={!file || sending} onClick={() => void send()}>
            {t('submit.submit')}
          </Button>
        </Box>
        {sending && <LinearProgress aria-label={t('submit.sending')} />}
        {problem && (
          <Alert severity="error" role="alert">
            {serverText(problem)}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}
