import AddIcon from '@mui/icons-material/Add';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Button, Container, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../shell/EmptyState';
import { PageHeader } from '../../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useChallenges } from './api';
import type { ChallengeState } from './challenge-form';
import { ChallengeTable } from './ChallengeTable';
import { stateName } from './labels';

const FILTERS: Array<ChallengeState | 'all'> = ['all', 'draft', 'open', 'closed'];

function NewChallenge() {
  const { t } = useTranslation('education');
  return (
    <Button
      component={RouterLink}
      to="/education/admin/challenge/new"
      variant="contained"
      startIcon={<AddIcon />}
    >
      {t('admin.newChallenge')}
    </Button>
  );
}

/** ADS Education's admin list: every challenge, drafts included, by state. */
export default function AdminChallengeListPage() {
  const { t } = useTranslation('education');
  const challenges = useChallenges();
  const [filter, setFilter] = useState<ChallengeState | 'all'>('all');
  const rows = challenges.data ?? [];
  const count = (state: ChallengeState | 'all') =>
    state === 'all' ? rows.length : rows.filter((row) => row.state === state).length;
  const shown = filter === 'all' ? rows : rows.filter((row) => row.state === filter);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/education/home" variant="outlined">
              {t('admin.learnerView')}
            </Button>
            <NewChallenge />
          </Stack>
        }
      />
      {challenges.isPending ? (
        <LoadingBlocks count={3} height={56} />
      ) : challenges.isError ? (
        <ErrorState error={challenges.error} onRetry={() => void challenges.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<SchoolOutlinedIcon />}
          title={t('admin.noneYet')}
          text={t('admin.noneYetText')}
          action={<NewChallenge />}
          titleComponent="h2"
        />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Tabs
            value={filter}
            onChange={(_, value: ChallengeState | 'all') => setFilter(value)}
            aria-label={t('admin.show')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {FILTERS.map((state) => (
              <Tab
                key={state}
                value={state}
                label={t('admin.filter', {
                  state: state === 'all' ? t('admin.all') : stateName(t, state),
                  count: count(state),
                })}
              />
            ))}
          </Tabs>
          <ChallengeTable rows={shown} />
        </Paper>
      )}
    </Container>
  );
}
