import { MESSAGES, areaOf } from '@ads/contract';
import AppsIcon from '@mui/icons-material/Apps';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { AppIcon } from './app-icons';
import { type AreaChoice, useAreaSwitch } from './use-area-switch';
import { Menu } from './popups';
import { TopBarButton } from './TopBarButton';

/** What the menu says under an area that does not simply open. */
const HINTS: Record<AreaChoice['reach'], string | undefined> = {
  open: undefined,
  hidden: undefined,
  soon: MESSAGES.updateSoon,
  'sign-in': 'Sign in to open',
  'sign-up': 'Sign up to open',
};
/** The 'Switch to' menu of every area but home. */
export function AreaSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const current = areaOf(pathname);
  const areas = useAreaSwitch();

  const choose = (choice: AreaChoice) => {
    setAnchor(null);
    areas.switchTo(choice);
  };

  return (
    <>
      <TopBarButton
        label={MESSAGES.switchTo}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AppsIcon />
      </TopBarButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: { 'aria-label': MESSAGES.switchTo, dense: true },
          paper: { sx: { minWidth: 260, maxHeight: 'min(560px, calc(100vh - 96px))' } },
        }}
      >
        <ListSubheader
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 600 }}
        >
          {MESSAGES.switchTo}
        </ListSubheader>
        {areas.choices.map((choice) => (
          <MenuItem
            key={choice.app.key}
            selected={choice.app.key === current}
            onClick={() => choose(choice)}
            sx={{ py: 0.75 }}
          >
            <ListItemIcon sx={{ color: choice.disabled ? 'text.disabled' : 'primary.main' }}>
              <AppIcon name={choice.app.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={choice.app.name}
              secondary={HINTS[choice.reach]}
              slotProps={{
                primary: { color: choice.disabled ? 'text.secondary' : 'text.primary' },
                secondary: { variant: 'caption' },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={areas.askSignUp}
        text={MESSAGES.guardSignUpPrompt}
        onConfirm={areas.confirmSignUp}
        onCancel={areas.cancelSignUp}
      />
    </>
  );
}
