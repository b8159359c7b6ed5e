import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import NavigationOutlinedIcon from '@mui/icons-material/NavigationOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EstopButton, StopButton } from '../../../lib/vehicle/StopButtons';
import { type Target, sendClearRoute, sendEngage } from '../commands/vehicle-commands';
import type { MapTool } from '../map/HmiMap';
import type { HmiCommand } from '../model/command-guards';
import { GuardedButton } from './GuardedButton';

/**
 * The driver's commands: pick the goal or the initial pose on the map (a mode each, pressed
 * while on), clear the route, engage; each is disabled with its reason when it cannot work.
 * Beside Engage, STOP and E-STOP, for whoever may command the vehicle: never disabled, no lock
 * needed (the studio relays a stop at once, and the vehicle takes it in any mode).
 */
export function CommandBar(props: {
  target: Target;
  tool: MapTool;
  onTool(tool: MapTool): void;
  guards: Record<HmiCommand, string | null>;
  /** The stops, when this viewer may command the vehicle (null: not shown). */
  stops: { onEstop(): void } | null;
}) {
  const { target, tool, onTool, guards, stops } = props;
  const { t } = useTranslation('hmi');
  const toggle = (which: MapTool) => onTool(tool === which ? 'none' : which);
  return (
    <Box
      role="toolbar"
      aria-label={t('commands.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      <GuardedButton
        reason={guards.goal}
        hint={t('commands.setGoalHint')}
        variant={tool === 'goal' ? 'contained' : 'outlined'}
        aria-pressed={tool === 'goal'}
        startIcon={<AddLocationAltOutlinedIcon />}
        onClick={() => toggle('goal')}
      >
        {t('commands.setGoal')}
      </GuardedButton>
      <GuardedButton
        reason={guards.pose}
        hint={t('commands.setPoseHint')}
        variant={tool === 'pose' ? 'contained' : 'outlined'}
        aria-pressed={tool === 'pose'}
        startIcon={<NavigationOutlinedIcon />}
        onClick={() => toggle('pose')}
      >
        {t('commands.setPose')}
      </GuardedButton>
      <GuardedButton
        reason={guards.clear}
        variant="outlined"
        color="inherit"
        startIcon={<ClearIcon />}
        onClick={() => sendClearRoute(target)}
      >
        {t('commands.clearRoute')}
      </GuardedButton>
      <GuardedButton
        reason={guards.engage}
        hint={t('commands.engageHint')}
        variant="contained"
        color="success"
        startIcon={<PlayArrowIcon />}
        onClick={() => sendEngage(target)}
      >
        {t('commands.engage')}
      </GuardedButton>
      {stops && (
        <>
          <StopButton room={target.room} name={target.name} />
          <EstopButton name={target.name} onEngage={stops.onEstop} />
        </>
      )}
    </Box>
  );
}
