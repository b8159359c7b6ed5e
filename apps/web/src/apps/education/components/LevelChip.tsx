import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLOR, levelLabel } from '../model/challenge-status';

export function LevelChip({ level }: { level: string }) {
  const { t } = useTranslation('education');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_COLOR[level] ?? 'default'}
      label={levelLabel(t, level)}
    />
  );
}
