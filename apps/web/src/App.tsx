import { catalogueFor } from '@ads/contract';
import {
  AppBar,
  Box,
  Card,
  CardContent,
  CardMedia,
  Chip,
  Container,
  CssBaseline,
  Grid,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import { theme } from './theme';

/**
 * The first page of the studio: the app catalogue as an anonymous visitor sees it. The full
 * shell (routes, guard, top bar, sign-in) replaces this page in the shell issue.
 */
export function App() {
  const apps = catalogueFor('PUBLIC');
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            ADS Studio
          </Typography>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 4 }}>
        <Grid container spacing={3}>
          {apps.map((app) => (
            <Grid key={app.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', opacity: app.disabled ? 0.6 : 1 }}>
                {app.media.type === 'img' && (
                  <CardMedia component="img" height="180" image={app.media.src} alt={app.name} />
                )}
                <CardContent>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                    <Typography variant="h6" component="h2">
                      {app.name}
                    </Typography>
                    {app.disabled && <Chip size="small" label="Soon" />}
                  </Box>
                  <Typography variant="subtitle2" component="p" color="text.secondary" gutterBottom>
                    {app.subtitle}
                  </Typography>
                  {app.description.map((paragraph) => (
                    <Typography key={paragraph} variant="body2" sx={{ mb: 0.5 }}>
                      {paragraph}
                    </Typography>
                  ))}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </ThemeProvider>
  );
}
