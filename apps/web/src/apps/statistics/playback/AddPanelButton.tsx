import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_KINDS, type PanelKind } from './layout';

/** "Add panel": a menu of the panel kinds. */
export function AddPanelButton(props: { disabled: boolean; onAdd(kind: PanelKind): void }) {
  const { t } = useTranslation('statistics');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={props.disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('playback.addPanel')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PANEL_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              props.onAdd(kind);
            }}
          >
            {t(`playback.kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
