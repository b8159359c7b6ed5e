import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
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
import { KIND_LABEL, LEVEL_LABEL, STATUS_LABEL } from './model/challenge-status';
import { useMyBests } from './use-my-bests';

const STATUSES = ['all', 'accepting', 'upcoming', 'closed'] as const;

/** The challenges with filters (level, open or closed, kind) kept in the address. */
export default function ChallengeListPage() {
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
      <MobileHeader title="챌린지" subtitle="코드를 써서 차를 몰고, 채점받고, 순위에 오르세요." />
      <Stack spacing={1.5} sx={{ px: 2, mb: 2 }}>
        <Stack direction="row" role="group" aria-label="상태" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          {STATUSES.map((status) => (
            <Chip
              key={status}
              label={status === 'all' ? '전체' : STATUS_LABEL[status]}
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
            label="레벨"
            value={filters.level}
            onChange={(event) => set({ level: event.target.value as ChallengeFilters['level'] })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="all">전체</MenuItem>
            {Object.entries(LEVEL_LABEL).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="종류"
            value={filters.kind}
            onChange={(event) => set({ kind: event.target.value as ChallengeFilters['kind'] })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="all">전체</MenuItem>
            {Object.entries(KIND_LABEL).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
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
            title={
              challenges.data.length === 0 ? '아직 챌린지가 없습니다' : '맞는 챌린지가 없습니다'
            }
            text={
              challenges.data.length === 0
                ? '관리자가 챌린지를 열면 여기에 나타납니다.'
                : '필터를 바꿔 보세요.'
            }
          />
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label="챌린지 목록"
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
