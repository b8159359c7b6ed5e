import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverText } from '../../lib/i18n';
import { ContactForm } from './ContactForm';
import { StaticPage } from './StaticPage';

/** The public contact form: anyone may write, signed in or not. */
export default function ContactPage() {
  const [sent, setSent] = useState<string>();
  const { t } = useTranslation('static');
  const topics: readonly string[] = t('contact.topics', { returnObjects: true });
  return (
    <StaticPage title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('contact.helpWith')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, mt: 0, color: 'text.secondary', '& li': { mb: 1 } }}>
            {topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey="contact.answer"
              components={[<Link key="faq" component={RouterLink} to="/faq" />]}
            />
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {sent ? (
            <Stack
              spacing={2}
              role="status"
              sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}
            >
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {t('contact.sent')}
              </Typography>
              <Typography color="text.secondary">{serverText(sent)}</Typography>
              <Stack direction="row" spacing={1.5}>
                <Button onClick={() => setSent(undefined)}>{t('contact.another')}</Button>
                <Button component={RouterLink} to="/home" variant="contained">
                  {t('contact.home')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <ContactForm onSent={setSent} />
          )}
        </Paper>
      </Box>
    </StaticPage>
  );
}
