import { appByKey } from '@ads/contract';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { useAppText } from '../../../lib/i18n';
import { oneTagged } from '../../../lib/i18n/one-tagged';
import { isNewAccount } from '../../../lib/new-account';
import { GetStarted } from './GetStarted';

export interface HeroProps {
  signedIn: boolean;
  username: string;
  /** Whether the account may open USER pages (projects); guests may not. */
  canUseProjects: boolean;
  available: number;
  total: number;
}

function Actions({ signedIn, canUseProjects }: Pick<HeroProps, 'signedIn' | 'canUseProjects'>) {
  const button = { textTransform: 'none', fontWeight: 600, borderRadius: '10px', px: 2.5 } as const;
  const { t } = useTranslation('home');
  if (!signedIn) {
    return (
      <>
        <Button component={RouterLink} to="/login" variant="contained" size="large" sx={button}>
          {t('hero.signIn')}
        </Button>
        <Button component={RouterLink} to="/signup" variant="outlined" size="large" sx={button}>
          {t('hero.createAccount')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        component={RouterLink}
        to="/launcher"
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon />}
        sx={button}
      >
        {t('hero.openIde')}
      </Button>
      {canUseProjects ? (
        <Button component={RouterLink} to="/project" variant="outlined" size="large" sx={button}>
          {t('hero.manageProjects')}
        </Button>
      ) : null}
    </>
  );
}

/** The top of the home page: what the studio is, and the next step for this visitor. */
export function HomeHero(props: HeroProps) {
  const home = useAppText()(appByKey('home'));
  const newAccount = useAuth((auth) => isNewAccount(auth.id));
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        return {
          borderBottom: 1,
          borderColor: 'divider',
          backgroundImage: [
            `radial-gradient(circle at 85% 10%, ${alpha(theme.palette.secondary.main, dark ? 0.28 : 0.16)}, transparent 45%)`,
            `radial-gradient(circle at 10% 90%, ${alpha(theme.palette.primary.main, dark ? 0.24 : 0.12)}, transparent 50%)`,
          ].join(', '),
        };
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 7 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          {/* A small outlined badge, drawn as MUI's small outlined Chip is: the Chip component
              itself weighs some 2.5 kB gzip on every first load (issue 33). */}
          <Box
            data-testid="hero-badge"
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              maxWidth: '100%',
              height: 24,
              boxSizing: 'border-box',
              borderRadius: '12px',
              border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
              color: 'primary.main',
              fontSize: theme.typography.pxToRem(13),
              lineHeight: 1.5,
              fontWeight: 600,
              verticalAlign: 'middle',
              mb: 2,
            })}
          >
            <Box
              component="span"
              data-testid="hero-badge-label"
              sx={{ px: '7px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {props.signedIn
                ? oneTagged(
                    t(newAccount ? 'hero.welcome' : 'hero.welcomeBack', { name: props.username }),
                    // What the person typed is not translated (and not checked for language).
                    <span translate="no" />,
                  )
                : t('hero.tagline')}
            </Box>
          </Box>
          <Typography
            id="home-title"
            variant="h1"
            sx={{
              fontSize: { xs: 32, sm: 40, md: 48 },
              fontWeight: 800,
              letterSpacing: '-0.02em',
              lineHeight: 1.1,
              mb: 2,
            }}
          >
            {oneTagged(
              t('hero.title'),
              <Box
                component="span"
                sx={(theme) => ({
                  backgroundImage: `linear-gradient(90deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
                  backgroundClip: 'text',
                  WebkitBackgroundClip: 'text',
                  color: 'transparent',
                })}
              />,
            )}
          </Typography>
          <Box sx={{ mb: 3, maxWidth: 560 }}>
            {home.description.map((paragraph) => (
              <Typography
                key={paragraph}
                color="text.secondary"
                sx={{ fontSize: { xs: 15, md: 17 }, wordBreak: 'keep-all', mb: 0.5 }}
              >
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
            <Actions signedIn={props.signedIn} canUseProjects={props.canUseProjects} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {oneTagged(
              t(props.signedIn ? 'hero.countSignedIn' : 'hero.countVisitor', {
                count: props.available,
                total: props.total,
              }),
              <Box component="strong" sx={{ color: 'text.primary' }} />,
            )}
          </Typography>
        </Box>
        <GetStarted />
      </Container>
    </Box>
  );
}
