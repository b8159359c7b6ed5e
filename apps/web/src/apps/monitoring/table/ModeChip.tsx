import type { OperationMode } from '@ads/contract';
import { Chip } from '@mui/material';
import { MODE_COLORS } from '../../../lib/vehicle/mode-style';

/** The operation mode in its colour (the map's markers use the same); "→ MODE" while switching. */
export function ModeChip({ mode, to }: { mode: OperationMode | null; to?: OperationMode | null }) {
  if (!mode) return <Chip size="small" label="—" variant="outlined" sx={{ height: 22 }} />;
  return (
    <Chip
      size="small"
      label={to && to !== mode ? `${mode} → ${to}` : mode}
      sx={{ height: 22, fontWeight: 700, color: '#fff', bgcolor: MODE_COLORS[mode] }}
    />
  );
}
