import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shell/EmptyState';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useChallenges } from './api';
import { ChallengeCard } from './components/ChallengeCard';
import { MobileHeader } from './components/MobileHeader';
import {
  type ChallengeFilters,
  filterChallenges,
  filtersFromSearch,
  searchOfFilters,
} from './model/challenge-filters';
import { KINDS, LEVELS, kindLabel, levelLabel, statusLabel } from './model/challenge-status';
import { useMyBests } from './use-my-bests';

const STATUSES = ['all', 'accepting', 'upcoming', 'closed'] as const;

/** The challenges with filters (level, open or closed, kind) kept in the address. */
export default function ChallengeListPage() {
  const { t } = useTranslation('education');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const challenges = useChallenges();
  const [now] = useState(() => Date.now());
  const shown = challenges.data ? filterChallenges(challenges.data, filters, now) : [];
  const bests = useMyBests(shown);
  const set = (change: Partial<ChallengeFilters>) =>
    setSearch(searchOfFilters({ ...filters, ...change }), { replace: true });

  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <Stack spacing={1.5} sx={{ px: 2, mb: 2 }}>
        <Stack
          direction="row"
          role="group"
          aria-label={t('list.status')}
          sx={{ gap: 0.75, flexWrap: 'wrap' }}
        >
          {STATUSES.map((status) => (
            <Chip
              key={status}
              label={status === 'all' ? t('list.all') : statusLabel(t, status)}
              color={filters.status === status ? 'primary' : 'default'}
              variant={filters.status === status ? 'filled' : 'outlined'}
              aria-pressed={filters.status === status}
              onClick={() => set({ status })}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('list.level')}
            value={filters.level}
            onChange={(event) => set({ level: event.target.value as ChallengeFilters['level'] })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="all">{t('list.all')}</MenuItem>
            {LEVELS.map((value) => (
              <MenuItem key={value} value={value}>
                {levelLabel(t, value)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('list.kind')}
            value={filters.kind}
            onChange={(event) => set({ kind: event.target.value as ChallengeFilters['kind'] })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="all">{t('list.all')}</MenuItem>
            {KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {kindLabel(t, value)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>
        {challenges.isPending ? (
          <LoadingBlocks count={3} height={132} />
        ) : challenges.isError ? (
          <ErrorState error={challenges.error} onRetry={() => void challenges.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<EmojiEventsIcon />}
            title={challenges.data.length === 0 ? t('list.noneYet') : t('list.noMatch')}
            text={challenges.data.length === 0 ? t('list.noneYetText') : t('list.noMatchText')}
          />
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('list.label')}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {shown.map((challenge) => (
              <li key={challenge.id}>
                <ChallengeCard challenge={challenge} now={now} best={bests.get(challenge.id)} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
