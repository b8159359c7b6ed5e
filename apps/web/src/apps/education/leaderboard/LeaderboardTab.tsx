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
  const board = useLeaderboard(challenge.id);
  const me = useAuth((state) => state.id);
  if (board.isPending) return <LoadingBlocks count={1} height={200} />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const { rules, standings, final } = board.data;
  return (
    <Stack spacing={1.5}>
      {final && (
        <Alert severity="info" data-testid="final-ranking">
          마감된 챌린지의 최종 순위입니다. 학습자마다 공개 에피소드에서 가장 좋았던 제출을 숨은 최종
          에피소드의 점수로 다시 매겼습니다.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="tie-break">
        {rankingSentence(rules)}
      </Typography>
      {standings.length === 0 ? (
        <EmptyState
          icon={<EmojiEventsIcon />}
          title="아직 순위가 없습니다"
          text="채점이 끝난 첫 제출이 1위가 됩니다."
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="리더보드">
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 1 }}>순위</TableCell>
                <TableCell sx={{ px: 1 }}>이름</TableCell>
                {rules.map((rule) => (
                  <TableCell key={rule.key} align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                    {scoreLabel(rule.key)} {rule.order === 'desc' ? '↑' : '↓'}
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
                      {row.user.name}
                      {mine && <Chip size="small" color="primary" label="나" sx={{ ml: 0.5 }} />}
                    </TableCell>
                    {rules.map((rule) => (
                      <TableCell
                        key={rule.key}
                        align="right"
                        sx={{ px: 1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {scoreText(row.scores, rule.key)}
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
        ↑ 높을수록 좋음 · ↓ 낮을수록 좋음
      </Typography>
    </Stack>
  );
}
