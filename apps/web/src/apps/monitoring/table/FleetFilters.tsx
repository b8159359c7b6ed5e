import { OPERATION_MODES } from '@ads/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FleetFilter } from '../model/fleet-filter';

/** Search by name or project, and the mode and status filters of the fleet table. */
export function FleetFilters(props: {
  filter: FleetFilter;
  onChange(change: Partial<FleetFilter>): void;
}) {
  const { filter, onChange } = props;
  const { t } = useTranslation('monitoring');
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <TextField
        size="small"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filter.q}
        onChange={(event) => onChange({ q: event.target.value })}
        sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('filters.mode')}
        value={filter.mode}
        onChange={(event) => onChange({ mode: event.target.value as FleetFilter['mode'] })}
      >
        <MenuItem value="">{t('filters.anyMode')}</MenuItem>
        {OPERATION_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {mode}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={filter.status}
        onChange={(event) => onChange({ status: event.target.value as FleetFilter['status'] })}
      >
        <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
        <MenuItem value="online">{t('status.online')}</MenuItem>
        <MenuItem value="offline">{t('status.offline')}</MenuItem>
      </TextField>
    </Box>
  );
}
