import AppsIcon from '@mui/icons-material/Apps';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import HomeIcon from '@mui/icons-material/Home';
import LayersIcon from '@mui/icons-material/Layers';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import SchoolIcon from '@mui/icons-material/School';
import SettingsRemoteIcon from '@mui/icons-material/SettingsRemote';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { SvgIconProps } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import { createElement } from 'react';

type SvgIconComponent = typeof SvgIcon;

/**
 * Icon components for the catalogue's icon names. The contract names icons as strings so it
 * stays free of UI code; the top bar's area menu and the home cards both draw from this map.
 */
const ICONS: Record<string, SvgIconComponent> = {
  Home: HomeIcon,
  Terminal: TerminalIcon,
  SettingsRemote: SettingsRemoteIcon,
  Storage: StorageIcon,
  Map: MapIcon,
  LocalShipping: LocalShippingIcon,
  School: SchoolIcon,
  Leaderboard: LeaderboardIcon,
  CameraAlt: CameraAltIcon,
  Store: StoreIcon,
  Layers: LayersIcon,
};

/** The icon for a catalogue icon name; a generic apps icon for a name the map lacks. */
export function AppIcon({ name, ...props }: SvgIconProps & { name: string }) {
  return createElement(ICONS[name] ?? AppsIcon, props);
}
