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
import { useNavigate } from 'react-router';
import { callWithFile } from '../../../lib/api';
import { Section } from '../../../shell/Section';
import { useRefreshBenchmark } from '../api';

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
    <Section title="Submit predictions">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          A <code>{'{"pred": [...]}'}</code> JSON file or a <code>label_2</code>-style archive with
          a score column, in the lidar frame. The test split allows {dataset.test_daily_limit} a
          day.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Split"
            value={split}
            onChange={(event) => setSplit(event.target.value as BenchSplit)}
            sx={{ minWidth: 110 }}
          >
            <MenuItem value="val">Val ({dataset.splits.val} frames)</MenuItem>
            <MenuItem value="test">Test ({dataset.splits.test} frames)</MenuItem>
          </TextField>
          <TextField
            size="small"
            label="Name (optional)"
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, 80))}
            sx={{ flex: 1, minWidth: 160 }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose file
            <input
              hidden
              type="file"
              aria-label="Predictions file"
              accept=".json,.zip,.tar,.gz,.tgz"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {file ? `${file.name} (${(file.size / 1024 ** 2).toFixed(1)} MB)` : 'No file chosen'}
          </Typography>
          <Button variant="contained" disabled={!file || sending} onClick={() => void send()}>
            Submit
          </Button>
        </Box>
        {sending && <LinearProgress aria-label="Sending and checking the predictions" />}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}
