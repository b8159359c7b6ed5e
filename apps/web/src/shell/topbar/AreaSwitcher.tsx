import { areaOf } from '@ads/contract';
import AppsIcon from '@mui/icons-material/Apps';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { AppIcon } from './app-icons';
import { type AreaChoice, useAreaSwitch } from './use-area-switch';
import { Menu } from './popups';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../lib/i18n';

/** What the menu says under an area that does not simply open (keys of the shell namespace). */
const HINTS = {
  open: undefined,
  hidden: undefined,
  soon: 'common:messages.updateSoon',
  'sign-in': 'reach.signIn',
  'sign-up': 'reach.signUp',
} as const satisfies Record<AreaChoice['reach'], string | undefined>;
/** The 'Switch to' menu of every area but home. */
export function AreaSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const current = areaOf(pathname);
  const areas = useAreaSwitch();
  const { t } = useTranslation(['shell', 'common']);
  const appText = useAppText();
  const hint = (reach: AreaChoice['reach']) => {
    const key = HINTS[reach];
    return key && t(key);
  };

  const choose = (choice: AreaChoice) => {
    setAnchor(null);
    areas.switchTo(choice);
  };

  return (
    <>
      <TopBarButton
        label={t('switchTo')}
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
          list: { 'aria-label': t('switchTo'), dense: true },
          paper: { sx: { minWidth: 260, maxHeight: 'min(560px, calc(100vh - 96px))' } },
        }}
      >
        <ListSubheader
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 600 }}
        >
          {t('switchTo')}
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
              primary={appText(choice.app).name}
              secondary={hint(choice.reach)}
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
        text={t('guardSignUpPrompt')}
        onConfirm={areas.confirmSignUp}
        onCancel={areas.cancelSignUp}
      />
    </>
  );
}
