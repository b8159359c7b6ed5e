import { ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';

/** What the contents of every top-bar menu take from the button that opens it. */
export interface TopBarMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose(): void;
}

/**
 * A menu's heading, or a group's within it (`height` 32), in the top bar's look. Not an item:
 * MUI's `MenuList` (v9) moves the focus among the `MenuItem`s that register with it, so the
 * keyboard never lands on a heading.
 */
export function MenuHeading({ children, height = 36 }: { children: ReactNode; height?: number }) {
  return (
    <ListSubheader
      disableSticky
      sx={{ bgcolor: 'transparent', lineHeight: `${height}px`, fontWeight: 600 }}
    >
      {children}
    </ListSubheader>
  );
}
