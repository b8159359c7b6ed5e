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
import { call } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { createRecordUpload } from '../../../lib/upload';
import { Section } from '../../../shell/Section';
import { useRefreshBenchmark } from '../api';

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

  const generate = async () => {
    const result = await call(ROUTES.benchmark.generateSample, {
      body: { frames: Number(frames) || 200 },
    });
    if (!result.success) return notify(result.message, 'error');
    notify('Generating the sample dataset.', 'success');
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
            notify('Uploaded. The import runs in the background.', 'success');
            void refresh();
          })();
        },
      },
    );
    void started.start();
  };

  return (
    <Section title="Add a dataset">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Frames"
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
            Generate the sample dataset
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            Ground, walls, and cars, pedestrians and cyclists moving through the scene — the same
            frames for the same seed.
          </Typography>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, 80))}
            sx={{ minWidth: 200 }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose archive
            <input
              hidden
              type="file"
              aria-label="Dataset archive"
              accept=".tar,.gz,.tgz,.zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {file ? `${file.name} (${(file.size / 1024 ** 3).toFixed(2)} GB)` : 'No archive chosen'}
          </Typography>
          <Button variant="contained" disabled={!file || sent !== null} onClick={upload}>
            Upload and import
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          A <code>.tar</code>, <code>.tar.gz</code> or <code>.zip</code> with{' '}
          <code>velodyne/*.bin</code> and <code>gt.json</code> or <code>label_2/</code>, or the
          KITTI object dataset as downloaded (<code>training/velodyne</code>, <code>label_2</code>,{' '}
          <code>calib</code>). An interrupted upload resumes.
        </Typography>
        {sent !== null && (
          <LinearProgress variant="determinate" value={sent * 100} aria-label="Upload progress" />
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
      </Stack>
    </Section>
  );
}
