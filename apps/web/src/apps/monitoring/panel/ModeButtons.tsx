import { type OperationMode, VEHICLE_ACTIONS } from '@ads/contract';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { command } from '../../../lib/vehicle/commands';
import type { ModeOption } from '../model/mode-options';
import { MODE_COLORS, MODE_MEANING } from '../../../lib/vehicle/mode-style';

/**
 * AUTO / REMOTE / MANUAL / STOP. A mode that cannot be chosen now is greyed with the reason on
 * hover (the vehicle's own sentence when it is not available); the current one is pressed.
 */
type Props = { options: ModeOption[]; room: string; name: string };

const sameOptions = (a: ModeOption[], b: ModeOption[]) =>
  a.length === b.length &&
  a.every(
    (option, i) =>
      option.mode === b[i]!.mode &&
      option.disabled === b[i]!.disabled &&
      option.reason === b[i]!.reason &&
      option.current === b[i]!.current,
  );

/**
 * Re-rendered only when an option changes, not with each state push: a hovered button's open
 * tooltip re-positions itself (a forced layout) at every render.
 */
export const ModeButtons = memo(
  function ModeButtons(props: Props) {
    const { t } = useTranslation('monitoring');
    const choose = (mode: OperationMode) =>
      command(props.room, VEHICLE_ACTIONS.operationMode, { mode }, props.name);
    return (
      <Box>
        <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
          {t('modes.title')}
        </Typography>
        <Box
          role="group"
          aria-label={t('modes.title')}
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
  },
  (a: Props, b: Props) =>
    a.room === b.room && a.name === b.name && sameOptions(a.options, b.options),
);
