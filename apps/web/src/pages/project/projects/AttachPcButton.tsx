import type { Pc } from '@ads/contract';
import AddLinkRoundedIcon from '@mui/icons-material/AddLinkRounded';
import { Button, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import { useState } from 'react';

/** Picks one of the user's PCs that is not in the project yet. */
export function AttachPcButton(props: {
  projectTitle: string;
  available: Pc[];
  hasPcs: boolean;
  busy: boolean;
  onAttach(pc: Pc): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reason = !props.hasPcs
    ? 'Register a PC first, under My PCs.'
    : props.available.length === 0
      ? 'Every PC of yours is in this project.'
      : '';
  return (
    <>
      <Tooltip title={reason}>
        {/* A disabled button fires no events; the span keeps the tooltip working. */}
        <span>
          <Button
            size="small"
            startIcon={<AddLinkRoundedIcon />}
            disabled={!!reason || props.busy}
            aria-haspopup="menu"
            aria-label={`Attach a PC to ${props.projectTitle}`}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            Attach PC
          </Button>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {props.available.map((pc) => (
          <MenuItem
            key={pc.id}
            onClick={() => {
              setAnchor(null);
              props.onAttach(pc);
            }}
          >
            <ListItemIcon>
              <ComputerRoundedIcon fontSize="small" />
            </ListItemIcon>
            {pc.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
