import type { Pc } from '@ads/contract';
import AddLinkRoundedIcon from '@mui/icons-material/AddLinkRounded';
import { Button, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks one of the user's PCs that is not in the project yet. */
export function AttachPcButton(props: {
  projectTitle: string;
  available: Pc[];
  hasPcs: boolean;
  busy: boolean;
  onAttach(pc: Pc): void;
}) {
  const { t } = useTranslation('project');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reason = !props.hasPcs
    ? t('attach.registerFirst')
    : props.available.length === 0
      ? t('attach.allIn')
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
            aria-label={t('attach.label', { title: props.projectTitle })}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {t('attach.button')}
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
            <span translate="no">{pc.name}</span>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
