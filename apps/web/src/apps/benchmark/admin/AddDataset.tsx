import { ROUTES } from '@ads/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { call } from '../../../lib/api';
import { formatNumber, serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { createRecordUpload } from '../../../lib/upload';
import { Section } from '../../../shell/Section';
import { useRefreshBenchmark } from '../api';

const FIXED_2 = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * The two ways to a new dataset: the deterministic sample (generated on the server), or an
 * archive uploaded resumably (tus, the studio's upload endpoint) and then imported as a job.
 */
export function AddDataset() {
  const refresh = useRefreshBenchmark();
  const [frames, setFrames] = useState('200');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('benchmark');

  const generate = async () => {
    const result = await call(ROUTES.benchmark.generateSample, {
      body: { frames: Number(frames) || 200 },
    });
    if (!result.success) return notify(result.message, 'error');
    notify(t('add.generating'), 'success');
    void refresh();
  };

  const upload = () => {
    if (!file) return;
    setProblem(null);
    setSent(0);
    const started = createRecordUpload(
      file,
      { filename: file.name, purpose: 'benchmark-dataset' },
      {
        onProgress: (bytes, total) => setSent(total ? bytes / total : 0),
        onError: (message) => {
          setSent(null);
          setProblem(message);
        },
        onSuccess: (_record, uploadId) => {
          void (async () => {
            const result = await call(ROUTES.benchmark.importDataset, {
              body: { name: name.trim() || file.name, upload_id: uploadId },
            });
            setSent(null);
            if (!result.success) return setProblem(result.message);
            setFile(null);
            notify(t('add.uploaded'), 'success');
            void refresh();
          })();
        },
      },
    );
    void started.start();
  };

  return (
    <Section title={t('add.title')}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('add.frames')}
            type="number"
            value={frames}
            onChange={(event) => setFrames(event.target.value)}
            slotProps={{ htmlInput: { min: 2, max: 20000 } }}
            sx={{ width: 120 }}
          />
          <Button
            variant="contained"
            startIcon={<AutoAwesomeIcon />}
            onClick={() => void generate()}
          >
            {t('add.generate')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {t('add.sampleNote')}
          </Typography>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('add.name')}
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, 80))}
            sx={{ minWidth: 200 }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('add.choose')}
            <input
              hidden
              type="file"
              aria-label={t('add.archive')}
              accept=".tar,.gz,.tgz,.zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          {file ? (
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} translate="no">
              {t('add.chosen', {
                name: file.name,
                size: formatNumber(file.size / 1024 ** 3, FIXED_2),
              })}
            </Typography>
          ) : (
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {t('add.none')}
            </Typography>
          )}
          <Button variant="contained" disabled={!file || sent !== null} onClick={upload}>
            {t('add.upload')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          <Trans
            t={t}
            i18nKey="add.layout"
            components={Array.from({ length: 9 }, (_, at) => (
              <code key={at} translate="no" />
            ))}
          />
        </Typography>
        {sent !== null && (
          <LinearProgress variant="determinate" value={sent * 100} aria-label={t('add.progress')} />
        )}
        {problem && <Alert severity="error">{serverText(problem)}</Alert>}
      </Stack>
    </Section>
  );
}
