import type { EduChallenge } from '@ads/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { submitPredictions, useRefreshAfterSubmission } from '../api';
import { shownSentence } from '../components/ServerSentence';

// Short lines: the example fits a phone's column without scrolling sideways.
const EXAMPLE = `{ "pred": [
  { "sample": "000000",
    "class": "car",
    "x": 12.0, "y": -3.3,
    "z": -0.9, "l": 4.4,
    "w": 1.8, "h": 1.5,
    "yaw": 0.07,
    "score": 0.87 }
] }`;

/** How many test frame names are listed before "and n more". */
const LISTED = 12;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A perception challenge's submit tab (instead of the code editor and Try): the dataset, the
 * predictions file's format, and the upload. The server checks the file whole before it answers
 * (its first problem comes back as a sentence, and nothing is kept), then queues its scoring on
 * the dataset's hidden test split.
 */
export function PredictionsTab({
  challenge,
  onSubmitted,
}: {
  challenge: EduChallenge;
  onSubmitted(): void;
}) {
  const { t } = useTranslation('education');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshAfterSubmission();
  const dataset = challenge.dataset;
  const samples = dataset?.test_samples ?? [];

  const send = async () => {
    if (!file) return;
    setSending(true);
    setProblem(null);
    // Sent as chosen: the server tells JSON from an archive by its first byte, not its type.
    const result = await submitPredictions(challenge.id, file);
    setSending(false);
    if (!result.success) return setProblem(result.message);
    setFile(null);
    void refresh(challenge.id);
    onSubmitted();
  };

  return (
    <Stack spacing={2}>
      <Card title={t('predictions.dataset')}>
        {dataset ? (
          <>
            <Typography sx={{ fontWeight: 700 }} data-testid="dataset-name" translate="no">
              {dataset.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              <Trans
                t={t}
                i18nKey="predictions.datasetText"
                values={{
                  classes: dataset.classes.join(', ') || '—',
                  count: formatNumber(samples.length),
                }}
                components={{ c: <span translate="no" /> }}
              />
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              aria-label={t('predictions.frames')}
              translate="no"
            >
              {samples.slice(0, LISTED).join(' ')}
              {samples.length > LISTED && t('predictions.more', { count: samples.length - LISTED })}
            </Typography>
          </>
        ) : (
          <Alert severity="warning">{t('predictions.noDataset')}</Alert>
        )}
      </Card>
      <Card title={t('predictions.format')}>
        <Typography variant="body2">
          <Trans
            t={t}
            i18nKey="predictions.formatText"
            components={{ c: <code translate="no" /> }}
          />
        </Typography>
        <Box
          component="pre"
          translate="no"
          sx={{ m: 0, mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
        >
          {EXAMPLE}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans
            t={t}
            i18nKey="predictions.or"
            components={{
              txt: <code translate="no">&lt;sample&gt;.txt</code>,
              line: <code translate="no">Class x y z l w h yaw score</code>,
              c: <code translate="no" />,
            }}
          />
        </Typography>
      </Card>
      <Card title={t('predictions.submit')}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('predictions.choose')}
              <input
                hidden
                type="file"
                aria-label={t('predictions.file')}
                accept=".json,.zip,.tar,.gz,.tgz"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </Button>
            <Typography
              variant="body2"
              translate={file ? 'no' : undefined}
              sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {file ? file.name : t('predictions.noFile')}
            </Typography>
          </Box>
          {problem && (
            <Alert severity="error" role="alert" lang={shownSentence(problem).lang}>
              {shownSentence(problem).shown}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!file || sending || !challenge.accepting}
            onClick={() => void send()}
          >
            {sending ? t('predictions.checking') : t('predictions.send')}
          </Button>
          {!challenge.accepting && (
            <Typography variant="body2" color="text.secondary">
              {t('predictions.closed')}
            </Typography>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
