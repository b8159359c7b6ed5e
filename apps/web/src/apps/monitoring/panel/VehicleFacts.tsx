import type { VehicleState } from '@ads/contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatEnergy, formatHeading, formatSpeedKmh, formatSteering } from '../model/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
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
  return (
    <Box>
      <Box
        component="dl"
        aria-label="Vehicle state"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        <Fact label="Speed" value={formatSpeedKmh(state.speed)} />
        <Fact label="Energy" value={formatEnergy(state.energy)} />
        <Fact label="Gear" value={state.gear} />
        <Fact label="Steering" value={formatSteering(state.steering)} />
        <Fact label="Heading" value={formatHeading(state.heading)} />
        <Fact label="Adapter" value={state.adapter} />
      </Box>
      {state.faults.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label="Faults"
          sx={{ mt: 1, flexWrap: 'wrap' }}
        >
          {state.faults.map((fault) => (
            <Chip
              key={fault.code}
              size="small"
              color={fault.severity === 'error' ? 'error' : 'warning'}
              label={`${fault.code}: ${fault.message}`}
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
