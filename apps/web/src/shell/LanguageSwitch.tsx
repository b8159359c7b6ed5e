import { LANGUAGES, type Language } from '@ads/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { chooseLanguage, currentLanguage } from '../lib/i18n';

/**
 * Each language by its own name, marked with its `lang` (a reader of the other language
 * finds theirs, and a screen reader says it right).
 */
export function LanguageName({ language }: { language: Language }) {
  const { t } = useTranslation();
  return <span lang={language}>{t(`language.${language}`)}</span>;
}

/** The sign-in pages' switch, under the card: a button per language, the one in use pressed. */
export function LanguageButtons() {
  // Renders again when the language changes (react-i18next), so `current` stays true.
  const { t } = useTranslation();
  const signedIn = useAuth(isLoggedIn);
  const current = currentLanguage();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      aria-label={t('language.label')}
      sx={{ justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
    >
      <TranslateIcon fontSize="small" aria-hidden />
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          color="inherit"
          aria-pressed={language === current}
          onClick={() => void chooseLanguage(language, signedIn)}
          sx={{ fontWeight: language === current ? 700 : 400, minWidth: 0, px: 1 }}
        >
          <LanguageName language={language} />
        </Button>
      ))}
    </Stack>
  );
}
