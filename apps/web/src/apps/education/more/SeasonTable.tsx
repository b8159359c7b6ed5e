import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useAuth } from '../../../lib/auth-store';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useSeason } from '../api';

/** The season standing: points summed over challenges, my row marked, firsts counted. */
export function SeasonTable() {
  const season = useSeason();
  const me = useAuth((state) => state.id);
  if (season.isPending) return <LoadingBlocks count={1} height={160} />;
  if (season.isError)
    return <ErrorState error={season.error} onRetry={() => void season.refetch()} />;
  const { standings } = season.data;
  if (standings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        아직 시즌 점수를 받은 학습자가 없습니다.
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="시즌 순위">
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>순위</TableCell>
            <TableCell sx={{ px: 1 }}>이름</TableCell>
            <TableCell sx={{ px: 1 }} align="right" title="챌린지 1위 횟수">
              우승
            </TableCell>
            <TableCell sx={{ px: 1 }} align="right">
              점수
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((row) => {
            const mine = row.user.id === me;
            const firsts = row.challenges.filter((c) => c.rank === 1).length;
            return (
              <TableRow
                key={row.user.id}
                selected={mine}
                aria-current={mine ? 'true' : undefined}
                data-rank={row.rank}
                title={row.challenges.map((c) => `${c.title} ${c.rank}위 ${c.points}점`).join('\n')}
              >
                <TableCell sx={{ px: 1, fontWeight: 700 }}>{row.rank}</TableCell>
                <TableCell sx={{ px: 1, overflowWrap: 'anywhere' }}>
                  {row.user.name}
                  {mine && <Chip size="small" color="primary" label="나" sx={{ ml: 0.5 }} />}
                </TableCell>
                <TableCell sx={{ px: 1 }} align="right">
                  {firsts}
                </TableCell>
                <TableCell sx={{ px: 1, fontWeight: 700 }} align="right">
                  {row.points}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
