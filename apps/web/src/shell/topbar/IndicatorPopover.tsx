import { Box, Divider, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Popover } from './popups';

/** The shared frame of the top bar's status popups: a title, an optional action, a body. */
export function IndicatorPopover(props: {
  anchor: HTMLElement | null;
  title: string;
  /** A short line under the title (e.g. whether the agent is online). */
  subtitle?: string;
  action?: ReactNode;
  onClose(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popover
      open={props.anchor !== null}
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 340, maxWidth: 'calc(100vw - 32px)', mt: 1 },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.25,
          minHeight: 52,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
            {props.title}
          </Typography>
          {props.subtitle ? (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {props.subtitle}
            </Typography>
          ) : null}
        </Box>
        {props.action}
      </Box>
      <Divider />
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>{props.children}</Box>
    </Popover>
  );
}

/** What a popup says when it has nothing to list. */
export function EmptyState({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        px: 3,
        py: 4,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <Box sx={{ color: 'text.disabled', display: 'flex', '& svg': { fontSize: 36 } }}>{icon}</Box>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
