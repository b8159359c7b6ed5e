import { LANGUAGES, type Language } from '@ads/contract';
import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { LanguageName } from './LanguageSwitch';

/** The account menu's choice of language: one item per language, the one in use checked. */
export function languageMenuItems(props: {
  current: Language;
  onChoose(language: Language): void;
}) {
  return LANGUAGES.map((language) => (
    <MenuItem
      key={`language-${language}`}
      selected={language === props.current}
      aria-current={language === props.current ? 'true' : undefined}
      onClick={() => props.onChoose(language)}
    >
      <ListItemIcon>
        {language === props.current ? <CheckIcon fontSize="small" color="primary" /> : null}
      </ListItemIcon>
      <ListItemText primary={<LanguageName language={language} />} />
    </MenuItem>
  ));
}
