import type { PopoverProps } from '@mui/material';
import { onDemand } from '../on-demand';
import type { AccountMenuListProps } from './AccountMenuList';
import type { AreaMenuListProps } from './AreaMenuList';
import type { DownloadRowsProps } from './DownloadRow';
import type { HelpMenuListProps } from './HelpMenuList';
import type { ProjectMenuListProps } from './ProjectMenuList';

/**
 * The top bar's menus and popovers, loaded when first opened: MUI's Menu, Popover and Modal
 * (with focus trap and transitions) are about 10 kB gzip that no first paint shows, and the
 * menus' items (MenuItem, ListItem*, their icons) some 6 kB more (issue 33).
 */
export const Popover = onDemand<PopoverProps>(() =>
  import('@mui/material/Popover').then((m) => m.default),
);
export const AccountMenuList = onDemand<AccountMenuListProps>(() =>
  import('./AccountMenuList').then((m) => m.AccountMenuList),
);
export const AreaMenuList = onDemand<AreaMenuListProps>(() =>
  import('./AreaMenuList').then((m) => m.AreaMenuList),
);
export const HelpMenuList = onDemand<HelpMenuListProps>(() =>
  import('./HelpMenuList').then((m) => m.HelpMenuList),
);
export const ProjectMenuList = onDemand<ProjectMenuListProps>(() =>
  import('./ProjectMenuList').then((m) => m.ProjectMenuList),
);
export const DownloadRows = onDemand<DownloadRowsProps>(() =>
  import('./DownloadRow').then((m) => m.DownloadRows),
);

/** Every popup of the top bar, for tests that open them at once (src/test-setup.ts). */
export const TOP_BAR_POPUPS = [
  Popover,
  AccountMenuList,
  AreaMenuList,
  HelpMenuList,
  ProjectMenuList,
  DownloadRows,
];
