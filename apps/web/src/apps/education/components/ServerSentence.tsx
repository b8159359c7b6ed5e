import { Alert, type AlertProps, Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/**
 * A sentence the server or the simulator wrote (a refusal, why an episode ended, a sandbox
 * error) as shown: they speak English; a Korean screen shows the Korean of those lib/i18n
 * knows, and marks any other as the English it is (`lang="en"`), so screen readers and the
 * language check know it is quoted, not left untranslated by mistake.
 */
export function shownSentence(text: string): { shown: string; lang: 'en' | undefined } {
  const shown = serverText(text);
  return { shown, lang: shown === text && /[A-Za-z]/.test(text) ? 'en' : undefined };
}

/** A server's or the simulator's sentence in a line of text. */
export function ServerSentence({ text, ...props }: { text: string } & TypographyProps) {
  useTranslation('education');
  const { shown, lang } = shownSentence(text);
  return (
    <Typography {...props} lang={lang}>
      {shown}
    </Typography>
  );
}

/** A server's or the simulator's sentence in an alert. */
export function ServerAlert({ text, ...props }: { text: string } & AlertProps) {
  useTranslation('education');
  const { shown, lang } = shownSentence(text);
  return (
    <Alert {...props} lang={lang}>
      {shown}
    </Alert>
  );
}
