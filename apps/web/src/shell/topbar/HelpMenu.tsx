import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useState } from 'react';
import { HelpMenuList } from './popups';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

/** Help menu of the top bar: FAQ and Notice (spec §2). */
export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useTranslation('shell');
  return (
    <>
      <TopBarButton
        label={t('help.title')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <HelpOutlineIcon />
      </TopBarButton>
      <HelpMenuList anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} />
    </>
  );
}
