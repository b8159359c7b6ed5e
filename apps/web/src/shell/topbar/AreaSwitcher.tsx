import { areaOf } from '@ads/contract';
import AppsIcon from '@mui/icons-material/Apps';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { type AreaChoice, useAreaSwitch } from './use-area-switch';
import { AreaMenuList } from './popups';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

/** The 'Switch to' menu of every area but home. */
export function AreaSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const current = areaOf(pathname);
  const areas = useAreaSwitch();
  const { t } = useTranslation('shell');

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
      <AreaMenuList
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        choices={areas.choices}
        current={current}
        onChoose={choose}
      />
      <ConfirmDialog
        open={areas.askSignUp}
        text={t('guardSignUpPrompt')}
        onConfirm={areas.confirmSignUp}
        onCancel={areas.cancelSignUp}
      />
    </>
  );
}
