import { Chip } from '@mui/material';
import type { SampleChallenge } from '../sample-challenges';

const COLOR = { 초급: 'success', 중급: 'warning', 고급: 'error' } as const;

export function LevelChip({ level }: { level: SampleChallenge['level'] }) {
  return <Chip size="small" variant="outlined" color={COLOR[level]} label={level} />;
}
