import { ListSubheader, Menu, type SxProps, type Theme } from '@mui/material';
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

const RIGHT = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/**
 * A top-bar menu: opened under its button as `of` says, named for screen readers by `label`;
 * `right` keeps it to the button's right edge (the buttons at the bar's right end); `dense` for
 * long lists.
 */
export function TopBarMenu({
  of,
  label,
  right = false,
  dense = false,
  paper,
  children,
}: {
  of: TopBarMenuProps;
  label: string;
  right?: boolean;
  dense?: boolean;
  paper: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Menu
      anchorEl={of.anchorEl}
      open={of.open}
      onClose={of.onClose}
      {...(right ? RIGHT : {})}
      slotProps={{ list: { 'aria-label': label, dense }, paper: { sx: paper } }}
    >
      {children}
    </Menu>
  );
}
