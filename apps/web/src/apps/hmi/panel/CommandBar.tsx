import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import NavigationOutlinedIcon from '@mui/icons-material/NavigationOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
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
  const toggle = (which: MapTool) => onTool(tool === which ? 'none' : which);
  return (
    <Box role="toolbar" aria-label="Commands" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <GuardedButton
        reason={guards.goal}
        hint="Then tap the map where the vehicle should go."
        variant={tool === 'goal' ? 'contained' : 'outlined'}
        aria-pressed={tool === 'goal'}
        startIcon={<AddLocationAltOutlinedIcon />}
        onClick={() => toggle('goal')}
      >
        Set goal
      </GuardedButton>
      <GuardedButton
        reason={guards.pose}
        hint="Then press on the map where the vehicle is and drag the way it faces."
        variant={tool === 'pose' ? 'contained' : 'outlined'}
        aria-pressed={tool === 'pose'}
        startIcon={<NavigationOutlinedIcon />}
        onClick={() => toggle('pose')}
      >
        Set initial pose
      </GuardedButton>
      <GuardedButton
        reason={guards.clear}
        variant="outlined"
        color="inherit"
        startIcon={<ClearIcon />}
        onClick={() => sendClearRoute(target)}
      >
        Clear route
      </GuardedButton>
      <GuardedButton
        reason={guards.engage}
        hint="Drive the route autonomously."
        variant="contained"
        color="success"
        startIcon={<PlayArrowIcon />}
        onClick={() => sendEngage(target)}
      >
        Engage
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
