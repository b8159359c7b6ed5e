import type { EduChallenge } from '@ads/contract';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../../shell/lazy-page';
import { SubmitPanel } from '../submit/SubmitPanel';
import { TryPanel } from './TryPanel';
import { useDraft } from './use-draft';

// Monaco is megabytes: it comes with this tab, not with the challenge page or the app.
const CodeEditor = lazy(() => withTimeout(import('./CodeEditor')));

/** The learner's code (a draft kept per challenge), its Try in the browser, and Submit. */
export function CodeTab(props: {
  challenge: EduChallenge;
  onReplay(submission: number, episode: number): void;
}) {
  const { t } = useTranslation('education');
  const { challenge } = props;
  const draft = useDraft(challenge);
  const [confirmReset, setConfirmReset] = useState(false);
  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            {t('code.title')}
          </Typography>
          {confirmReset ? (
            <>
              <Button size="small" onClick={() => setConfirmReset(false)}>
                {t('code.cancel')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  draft.reset();
                  setConfirmReset(false);
                }}
              >
                {t('code.resetConfirm')}
              </Button>
            </>
          ) : (
            <Button
              size="small"
              startIcon={<RestartAltIcon />}
              disabled={draft.isStarter}
              onClick={() => setConfirmReset(true)}
            >
              {t('code.reset')}
            </Button>
          )}
        </Stack>
        <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
          <CodeEditor challenge={challenge.id} value={draft.source} onChange={draft.setSource} />
        </Suspense>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {draft.isStarter ? t('code.starter') : t('code.draft')}
        </Typography>
      </Box>
      <TryPanel challenge={challenge} source={draft.source} />
      <SubmitPanel challenge={challenge} source={draft.source} onReplay={props.onReplay} />
    </Stack>
  );
}
