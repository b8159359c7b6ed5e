import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A list row's icon button, with its name as a tooltip (it has no visible words). */
export function RowButton(props: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      {/* A span: a disabled button fires no events, so the tooltip needs a live parent. */}
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
