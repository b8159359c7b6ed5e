import type { VehicleState } from '@ads/contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { formatEnergy, formatHeading, formatSpeedKmh, formatSteering } from '../model/format';

/** `code`: a value written the same in every language (the adapter's name). */
function Fact({ label, value, code }: { label: string; value: string; code?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        translate={code ? 'no' : undefined}
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        noWrap
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The live figures of the selected vehicle and its faults. */
export function VehicleFacts({ state }: { state: VehicleState }) {
  const { t } = useTranslation('monitoring');
  return (
    <Box>
      <Box
        component="dl"
        aria-label={t('facts.label')}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        <Fact label={t('facts.speed')} value={formatSpeedKmh(state.speed)} />
        <Fact label={t('facts.energy')} value={formatEnergy(state.energy)} />
        <Fact label={t('facts.gear')} value={state.gear} />
        <Fact label={t('facts.steering')} value={formatSteering(state.steering)} />
        <Fact label={t('facts.heading')} value={formatHeading(state.heading)} />
        <Fact label={t('facts.adapter')} value={state.adapter} code />
      </Box>
      {state.faults.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label={t('facts.faults')}
          sx={{ mt: 1, flexWrap: 'wrap' }}
        >
          {state.faults.map((fault) => (
            <Chip
              key={fault.code}
              size="small"
              color={fault.severity === 'error' ? 'error' : 'warning'}
              label={
                <>
                  <span translate="no">{fault.code}</span>: {serverText(fault.message)}
                </>
              }
              // A fault's sentence is what the operator acts on: it wraps inside the chip
              // instead of ending in an ellipsis (issue 30: the fault banner was cut off).
              sx={{
                height: 'auto',
                maxWidth: '100%',
                py: 0.25,
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
              }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
