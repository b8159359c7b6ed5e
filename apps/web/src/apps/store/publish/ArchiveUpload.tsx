import { STORE, STORE_UPLOAD_PATH } from '@ads/contract';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecordUpload, createRecordUpload } from '../../../lib/upload';
import { formatBytes } from '../../../lib/format-bytes';
import type { UploadedArchive } from './version-form';

/**
 * The version's archive for the process runtime, sent resumably (tus, the studio's one upload
 * client in lib/) before the version is published: a dropped connection or a reload continues
 * where it stopped. The server computes its sha256 when the version names the upload.
 */
export function ArchiveUpload(props: {
  value: UploadedArchive | null;
  onChange(value: UploadedArchive | null): void;
  onBusy(busy: boolean): void;
  error?: string;
}) {
  const { t } = useTranslation('store');
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<RecordUpload | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [state, setState] = useState<'idle' | 'sending' | 'paused' | 'done'>(
    props.value ? 'done' : 'idle',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { onBusy, onChange } = props;

  useEffect(() => onBusy(state === 'sending' || state === 'paused'), [state, onBusy]);
  // Closing the form stops sending; the partial upload resumes if the same file is chosen again.
  useEffect(() => () => void upload.current?.pause(), []);

  const start = (chosen: File) => {
    setProblem(null);
    if (chosen.size > STORE.maxArchiveBytes) {
      setProblem(
        t('archive.tooLarge', {
          size: formatBytes(chosen.size),
          max: formatBytes(STORE.maxArchiveBytes),
        }),
      );
      return;
    }
    void upload.current?.pause();
    setFile(chosen);
    setSent(0);
    setState('sending');
    onChange(null);
    const handle = createRecordUpload(
      chosen,
      { filename: chosen.name },
      {
        onProgress: (bytes) => setSent(bytes),
        onError: (message) => {
          setState('idle');
          setProblem(message);
        },
        onSuccess: (_record, id) => {
          setState('done');
          onChange({ upload: id, file: chosen.name, size: chosen.size });
        },
      },
      { path: STORE_UPLOAD_PATH },
    );
    upload.current = handle;
    void handle.start();
  };

  const remove = () => {
    void upload.current?.cancel();
    upload.current = null;
    setFile(null);
    setState('idle');
    onChange(null);
  };

  const total = file?.size ?? props.value?.size ?? 0;
  const percent = total ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, borderStyle: 'dashed' }}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('archive.file')}
        accept=".tar.gz,.tgz,.tar,.zip,.js,.mjs,.cjs"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) start(chosen);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t('archive.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {props.value
              ? t('archive.uploaded', {
                  file: props.value.file,
                  size: formatBytes(props.value.size),
                })
              : file
                ? t('archive.sending', {
                    file: file.name,
                    sent: formatBytes(sent),
                    size: formatBytes(file.size),
                  })
                : t('archive.hint', { max: formatBytes(STORE.maxArchiveBytes) })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {state === 'sending' && (
            <Button
              size="small"
              onClick={() => {
                void upload.current?.pause();
                setState('paused');
              }}
            >
              {t('archive.pause')}
            </Button>
          )}
          {state === 'paused' && (
            <Button
              size="small"
              onClick={() => {
                setState('sending');
                void upload.current?.start();
              }}
            >
              {t('archive.resume')}
            </Button>
          )}
          {(file || props.value) && (
            <Button size="small" color="inherit" onClick={remove}>
              {t('archive.remove')}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            startIcon={<CloudUploadOutlinedIcon />}
            onClick={() => input.current?.click()}
          >
            {file || props.value ? t('archive.another') : t('archive.upload')}
          </Button>
        </Stack>
      </Stack>
      {(state === 'sending' || state === 'paused') && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('archive.progress', { percent })}
          sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
        />
      )}
      {(problem || props.error) && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem ?? props.error}
        </Alert>
      )}
    </Paper>
  );
}
