import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TopBarMenu, type TopBarMenuProps } from './menu-parts';

export type HelpMenuListProps = TopBarMenuProps;

const ITEMS = [
  { label: 'help.faq', to: '/faq', Icon: QuizOutlinedIcon },
  { label: 'help.notice', to: '/notice', Icon: CampaignOutlinedIcon },
] as const;

/** The help menu's contents (HelpMenu.tsx), a chunk of its own fetched when first opened. */
export function HelpMenuList(props: HelpMenuListProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return (
    <TopBarMenu of={props} right label={t('help.title')} paper={{ minWidth: 180 }}>
      {ITEMS.map(({ label, to, Icon }) => (
        <MenuItem
          key={to}
          onClick={() => {
            props.onClose();
            navigate(to);
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(label)} />
        </MenuItem>
      ))}
    </TopBarMenu>
  );
}
