import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import NavigationOutlinedIcon from '@mui/icons-material/NavigationOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
import { type Target, sendClearRoute, sendEngage } from '../commands/vehicle-commands';
import type { MapTool } from '../map/HmiMap';
import type { HmiCommand } from '../model/command-guards';
import { GuardedButton } from './GuardedButton';

/**
 * The driver's commands: pick the goal or the initial pose on the map (a mode each, pressed
 * while on), engage, clear the route. Each is disabled with its reason when it cannot work.
 */
export function CommandBar(props: {
  target: Target;
  tool: MapTool;
  onTool(tool: MapTool): void;
  guards: Record<HmiCommand, string | null>;
}) {
  const { target, tool, onTool, guards } = props;
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
        reason={guards.engage}
        hint="Drive the route autonomously."
        variant="contained"
        color="success"
        startIcon={<PlayArrowIcon />}
        onClick={() => sendEngage(target)}
      >
        Engage
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
    </Box>
  );
}
