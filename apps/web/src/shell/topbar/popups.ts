import type { MenuProps, PopoverProps } from '@mui/material';
import { onDemand } from '../on-demand';

/**
 * The top bar's menus and popovers, loaded when first opened: MUI's Menu, Popover and Modal
 * (with focus trap and transitions) are about 10 kB gzip that no first paint shows.
 */
export const Menu = onDemand<MenuProps>(() => import('@mui/material/Menu').then((m) => m.default));
export const Popover = onDemand<PopoverProps>(() =>
  import('@mui/material/Popover').then((m) => m.default),
);
