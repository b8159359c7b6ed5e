import type { AppKey } from '@ads/contract';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MenuHeading, TopBarMenu, type TopBarMenuProps } from './menu-parts';
import { useAppText } from '../../lib/i18n';
import { AppIcon } from './app-icons';
import type { AreaChoice } from './use-area-switch';

export interface AreaMenuListProps extends TopBarMenuProps {
  choices: readonly AreaChoice[];
  /** The area shown now. */
  current: AppKey | string | null;
  onChoose(choice: AreaChoice): void;
}

/** What the menu says under an area that does not simply open (keys of the shell namespace). */
const HINTS = {
  open: undefined,
  hidden: undefined,
  soon: 'common:messages.updateSoon',
  'sign-in': 'reach.signIn',
  'sign-up': 'reach.signUp',
} as const satisfies Record<AreaChoice['reach'], string | undefined>;
/** The 'Switch to' menu's contents (AreaSwitcher.tsx), a chunk of its own fetched when first opened. */
export function AreaMenuList(props: AreaMenuListProps) {
  const { t } = useTranslation(['shell', 'common']);
  const appText = useAppText();
  const hint = (reach: AreaChoice['reach']) => {
    const key = HINTS[reach];
    return key && t(key);
  };
  return (
    <TopBarMenu
      of={props}
      dense
      label={t('switchTo')}
      paper={{ minWidth: 260, maxHeight: 'min(560px, calc(100vh - 96px))' }}
    >
      <MenuHeading>{t('switchTo')}</MenuHeading>
      {props.choices.map((choice) => (
        <MenuItem
          key={choice.app.key}
          selected={choice.app.key === props.current}
          onClick={() => props.onChoose(choice)}
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
    </TopBarMenu>
  );
}
