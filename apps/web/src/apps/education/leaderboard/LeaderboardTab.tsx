import type { EduChallenge } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  Alert,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { EmptyState } from '../../../shell/EmptyState';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useLeaderboard } from '../api';
import { scoreLabel, scoreText, rankingSentence } from '../model/scores';

/**
 * The challenge's leaderboard: each learner's best submission, in the published order (the
 * rules in order, then the earlier submission), the scores in rule order, my row marked.
 */
export function LeaderboardTab({ challenge }: { challenge: EduChallenge }) {
  const { t } = useTranslation('education');
  const board = useLeaderboard(challenge.id);
  const me = useAuth((state) => state.id);
  if (board.isPending) return <LoadingBlocks count={1} height={200} />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const { rules, standings, final } = board.data;
  return (
    <Stack spacing={1.5}>
      {final && (
        <Alert severity="info" data-testid="final-ranking">
          {t('leaderboard.final')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="tie-break">
        {rankingSentence(t, rules)}
      </Typography>
      {standings.length === 0 ? (
        <EmptyState
          icon={<EmojiEventsIcon />}
          title={t('leaderboard.none')}
          text={t('leaderboard.noneText')}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('leaderboard.label')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 1 }}>{t('leaderboard.rank')}</TableCell>
                <TableCell sx={{ px: 1 }}>{t('leaderboard.name')}</TableCell>
                {rules.map((rule) => (
                  <TableCell key={rule.key} align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                    {scoreLabel(t, rule.key)} {rule.order === 'desc' ? '↑' : '↓'}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {standings.map((row) => {
                const mine = row.user.id === me;
                return (
                  <TableRow
                    key={row.user.id}
                    selected={mine}
                    aria-current={mine ? 'true' : undefined}
                    data-rank={row.rank}
                  >
                    <TableCell sx={{ px: 1, fontWeight: 700 }}>{row.rank}</TableCell>
                    <TableCell sx={{ px: 1, overflowWrap: 'anywhere' }}>
                      <span translate="no">{row.user.name}</span>
                      {mine && (
                        <Chip
                          size="small"
                          color="primary"
                          label={t('leaderboard.me')}
                          sx={{ ml: 0.5 }}
                        />
                      )}
                    </TableCell>
                    {rules.map((rule) => (
                      <TableCell
                        key={rule.key}
                        align="right"
                        sx={{ px: 1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {scoreText(t, row.scores, rule.key)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('leaderboard.legend')}
      </Typography>
    </Stack>
  );
}
