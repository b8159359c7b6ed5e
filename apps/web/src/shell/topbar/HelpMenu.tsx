import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Menu } from './popups';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { label: 'help.faq', to: '/faq', Icon: QuizOutlinedIcon },
  { label: 'help.notice', to: '/notice', Icon: CampaignOutlinedIcon },
] as const;

/** Help menu of the top bar: FAQ and Notice (spec §2). */
export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
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
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('help.title') }, paper: { sx: { minWidth: 180 } } }}
      >
        {ITEMS.map(({ label, to, Icon }) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              navigate(to);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(label)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
