import { type AppKey, appByKey } from '@ads/contract';
import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppText } from '../lib/i18n';

/**
 * The page of an app whose own issue has not landed yet: what the app is for, from the
 * catalogue, and the screen's title. Real apps replace it in their folder.
 */
export function AppIntro({
  appKey,
  screen,
  children,
}: {
  appKey: AppKey;
  screen?: string;
  children?: ReactNode;
}) {
  const app = useAppText()(appByKey(appKey));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography variant="overline" color="primary">
          {app.name}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {screen ?? app.name}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" gutterBottom>
          {app.subtitle}
        </Typography>
        <Box sx={{ mt: 2 }}>
          {app.description.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
