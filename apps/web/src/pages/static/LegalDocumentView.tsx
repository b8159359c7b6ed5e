import { Box, Link, Paper, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LegalDocument } from './legal-document';
import { StaticPage } from './StaticPage';

const anchorOf = (index: number) => `section-${index + 1}`;

/** A numbered policy with a table of contents; questions go to the contact form. */
export function LegalDocumentView({ which }: { which: 'terms' | 'privacy' }) {
  const { t } = useTranslation('static');
  const document: LegalDocument = t(which, { returnObjects: true });
  return (
    <StaticPage title={document.title} subtitle={t('effective', { date: document.effective })}>
      <Typography sx={{ fontSize: 18, mb: 4 }}>{document.summary}</Typography>
      <Paper variant="outlined" component="nav" aria-label={t('contents')} sx={{ p: 3, mb: 5 }}>
        <Typography variant="overline" color="text.secondary">
          {t('contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <Link href={`#${anchorOf(index)}`} underline="hover">
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
      {document.sections.map((section, index) => (
        <Box
          component="section"
          key={section.heading}
          id={anchorOf(index)}
          sx={{ mb: 4, scrollMarginTop: 16 }}
        >
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.75 }}>
              {paragraph}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ mt: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.7 } }}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <Typography color="text.secondary">
        <Trans
          t={t}
          i18nKey="questions"
          components={[<Link key="contact" component={RouterLink} to="/contact" />]}
        />
      </Typography>
    </StaticPage>
  );
}
