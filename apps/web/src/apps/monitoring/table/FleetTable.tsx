import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { formatAgo, formatEnergy, formatSpeedKmh } from '../model/format';
import type { VehicleView } from '../model/vehicle-view';
import { ModeChip } from './ModeChip';
import { StatusChip } from './StatusChip';

/** Columns a narrow window leaves out. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

function Faults({ vehicle }: { vehicle: VehicleView }) {
  const { t } = useTranslation('monitoring');
  const faults = vehicle.state?.faults ?? [];
  if (faults.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('table.none')}
      </Typography>
    );
  }
  const errors = faults.some((fault) => fault.severity === 'error');
  return (
    // Each fault on a line, its code as the vehicle names it (a code, in any language).
    <Tooltip
      title={faults.map((fault) => (
        <div key={fault.code}>
          <span translate="no">{fault.code}</span>: {serverText(fault.message)}
        </div>
      ))}
    >
      <Chip
        size="small"
        color={errors ? 'error' : 'warning'}
        label={t('table.faultCount', { count: faults.length })}
        sx={{ height: 22 }}
      />
    </Tooltip>
  );
}

/** The fleet as a table; a row selects its vehicle (click, Enter or Space). */
export function FleetTable(props: {
  vehicles: VehicleView[];
  selected: number | null;
  onSelect(pcId: number): void;
  now: number;
  /** Said in place of rows when the filters hide every vehicle. */
  emptyText: string;
}) {
  const { t } = useTranslation('monitoring');
  const keySelect = (pcId: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    props.onSelect(pcId);
  };
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={t('table.label')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('table.name')}</TableCell>
              <TableCell sx={{ fontWeight: 700, ...WIDE }}>{t('table.project')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('table.mode')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }} align="right">
                {t('table.speed')}
              </TableCell>
              <TableCell sx={{ fontWeight: 700 }} align="right">
                {t('table.energy')}
              </TableCell>
              <TableCell sx={{ fontWeight: 700, ...WIDE }}>{t('table.lastUpdate')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('table.status')}</TableCell>
              <TableCell sx={{ fontWeight: 700, ...WIDE }}>{t('table.faults')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.vehicles.map((vehicle) => {
              const selected = vehicle.pcId === props.selected;
              const state = vehicle.state;
              return (
                <TableRow
                  key={vehicle.pcId}
                  hover
                  selected={selected}
                  aria-label={vehicle.name}
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => props.onSelect(vehicle.pcId)}
                  onKeyDown={keySelect(vehicle.pcId)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontWeight: 600, maxWidth: 200 }}>
                    <Box
                      translate="no"
                      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {vehicle.name}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...WIDE, maxWidth: 180 }}>
                    <Box
                      translate={vehicle.project ? 'no' : undefined}
                      sx={{
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        color: vehicle.project ? 'text.primary' : 'text.secondary',
                      }}
                    >
                      {vehicle.project ?? '—'}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <ModeChip mode={state?.mode ?? null} to={state?.transition?.to ?? null} />
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatSpeedKmh(state?.speed)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatEnergy(state?.energy)}
                  </TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                    {formatAgo(vehicle.lastUpdate, props.now)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={vehicle.status} />
                  </TableCell>
                  <TableCell sx={WIDE}>
                    <Faults vehicle={vehicle} />
                  </TableCell>
                </TableRow>
              );
            })}
            {props.vehicles.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
