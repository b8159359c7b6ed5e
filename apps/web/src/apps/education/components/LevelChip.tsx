import { Chip } from '@mui/material';
import { LEVEL_COLOR, LEVEL_LABEL } from '../model/challenge-status';

export function LevelChip({ level }: { level: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_COLOR[level] ?? 'default'}
      label={LEVEL_LABEL[level] ?? level}
    />
  );
}
