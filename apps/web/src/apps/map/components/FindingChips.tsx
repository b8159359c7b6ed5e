import type { FindingCounts } from '@ads/lanelet2';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Errors and warnings as coloured chips (grey at zero), as lists and headers show them. */
export function FindingChips(props: { counts: FindingCounts; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('map');
  const { error, warning } = props.counts;
  return (
    <Stack direction="row" spacing={0.5} data-errors={error} data-warnings={warning}>
      <Chip
        size={props.size ?? 'small'}
        color={error > 0 ? 'error' : 'default'}
        variant={error > 0 ? 'filled' : 'outlined'}
        label={t('chips.errors', { count: error })}
      />
      <Chip
        size={props.size ?? 'small'}
        color={warning > 0 ? 'warning' : 'default'}
        variant={warning > 0 ? 'filled' : 'outlined'}
        label={t('chips.warnings', { count: warning })}
      />
    </Stack>
  );
}
