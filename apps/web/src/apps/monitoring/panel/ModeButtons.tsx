import { type OperationMode, VEHICLE_ACTIONS } from '@ads/contract';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { command } from '../../../lib/vehicle/commands';
import type { ModeOption } from '../model/mode-options';
import { MODE_COLORS, MODE_MEANING } from '../../../lib/vehicle/mode-style';

/**
 * AUTO / REMOTE / MANUAL / STOP. A mode that cannot be chosen now is greyed with the reason on
 * hover (the vehicle's own sentence when it is not available); the current one is pressed.
 */
export function ModeButtons(props: { options: ModeOption[]; room: string; name: string }) {
  const choose = (mode: OperationMode) =>
    command(props.room, VEHICLE_ACTIONS.operationMode, { mode }, props.name);
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        Operation mode
      </Typography>
      <Box
        role="group"
        aria-label="Operation mode"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
      >
        {props.options.map((option) => {
          const color = MODE_COLORS[option.mode];
          const button = (
            <Button
              fullWidth
              variant={option.current ? 'contained' : 'outlined'}
              aria-pressed={option.current}
              disabled={option.disabled}
              onClick={() => choose(option.mode)}
              sx={{
                fontWeight: 700,
                minWidth: 0,
                px: 0.5,
                ...(option.current
                  ? { bgcolor: color, color: '#fff', '&:hover': { bgcolor: color } }
                  : { borderColor: color, color }),
              }}
            >
              {option.mode}
            </Button>
          );
          // A disabled button gets no pointer events: the tooltip listens on a wrapper.
          return (
            <Tooltip
              key={option.mode}
              describeChild
              title={option.reason ?? MODE_MEANING[option.mode]}
            >
              {option.disabled ? (
                <Box component="span" sx={{ display: 'block' }} data-reason={option.reason}>
                  {button}
                </Box>
              ) : (
                button
              )}
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
