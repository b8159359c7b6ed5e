import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { CallError, useChallenge } from './api';
import { ChallengeHeader } from './challenge/ChallengeHeader';
import { RulesTab } from './challenge/RulesTab';
import { CodeTab } from './code/CodeTab';
import { LeaderboardTab } from './leaderboard/LeaderboardTab';
import { ReplayDialog } from './replay/ReplayDialog';
import { PredictionsTab } from './submit/PredictionsTab';
import { SubmissionsTab } from './submit/SubmissionsTab';

const TABS = ['rules', 'code', 'submissions', 'leaderboard'] as const;
type TabKey = (typeof TABS)[number];

/** `?replay=12.0`: submission 12's first episode. */
function replayOf(value: string | null): { submission: number; episode: number } | null {
  const match = /^(\d+)\.(\d)$/.exec(value ?? '');
  return match ? { submission: Number(match[1]), episode: Number(match[2]) } : null;
}

function NotFound({ id }: { id: string | undefined }) {
  const { t } = useTranslation('education');
  return (
    <Box sx={{ px: 2, pt: 4, wordBreak: 'keep-all' }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('notFound.text', { id })}
        </Typography>
        <Button component={RouterLink} to="/education/challenge" variant="contained" sx={{ mt: 3 }}>
          {t('notFound.back')}
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * One challenge: its rules and the code's documentation, the code with Try and Submit (a
 * perception challenge: its dataset, the file format and an upload), my submissions, the
 * leaderboard; the tab and an open replay are in the address.
 */
export default function ChallengePage() {
  const { t } = useTranslation('education');
  const { id } = useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const challenge = useChallenge(numeric);
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TABS.some((key) => key === search.get('tab'))
    ? (search.get('tab') as TabKey)
    : 'rules';
  // The code tab stays mounted once opened: a Try going on and the editor survive a look elsewhere.
  const [codeOpened, setCodeOpened] = useState(tab === 'code');
  const [now] = useState(() => Date.now());
  const replay = replayOf(search.get('replay'));

  const change = (next: Record<string, string | null>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return params;
    });

  if (numeric === 0) return <NotFound id={id} />;
  if (challenge.isPending) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadingBlocks count={3} />
      </Box>
    );
  }
  if (challenge.isError) {
    if (challenge.error instanceof CallError && challenge.error.status === 404) {
      return <NotFound id={id} />;
    }
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={challenge.error} onRetry={() => void challenge.refetch()} />
      </Box>
    );
  }
  const data = challenge.data;
  const openReplay = (submission: number, episode: number) =>
    change({ replay: `${submission}.${episode}` });

  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <ChallengeHeader challenge={data} now={now} />
      <Tabs
        value={tab}
        onChange={(_, key: TabKey) => {
          if (key === 'code') setCodeOpened(true);
          change({ tab: key === 'rules' ? null : key });
        }}
        variant="fullWidth"
        aria-label={t('tabs.label')}
        sx={{
          mt: 1,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.default',
        }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={
              key === 'code' && data.kind === 'perception'
                ? t('tabs.predictions')
                : t(`tabs.${key}`)
            }
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        {tab === 'rules' && <RulesTab challenge={data} />}
        {(codeOpened || tab === 'code') && (
          <Box hidden={tab !== 'code'}>
            {data.kind === 'perception' ? (
              <PredictionsTab
                key={data.id}
                challenge={data}
                onSubmitted={() => change({ tab: 'submissions' })}
              />
            ) : (
              <CodeTab key={data.id} challenge={data} onReplay={openReplay} />
            )}
          </Box>
        )}
        {tab === 'submissions' && <SubmissionsTab challenge={data} onReplay={openReplay} />}
        {tab === 'leaderboard' && <LeaderboardTab challenge={data} />}
      </Box>
      {replay && (
        <ReplayDialog
          challenge={data}
          submission={replay.submission}
          episode={replay.episode}
          onClose={() => change({ replay: null })}
        />
      )}
    </Box>
  );
}
