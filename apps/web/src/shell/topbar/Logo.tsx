import { CONSTANTS } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The studio's mark: a road in perspective on the brand gradient. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ads-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={CONSTANTS.theme.main} />
          <stop offset="1" stopColor={CONSTANTS.theme.accent} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#ads-logo-gradient)" />
      <path
        d="M10.5 25 15 7.5M21.5 25 17 7.5"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M16 23.5v-2.5M16 17.5v-2M16 12.5v-1.5"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        opacity=".75"
      />
    </svg>
  );
}

/** The home logo of the top bar; the word mark gives way to the area title on phones. */
export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component={RouterLink}
      to="/home"
      aria-label={t('logo')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark />
      <Typography
        component="span"
        sx={{
          display: { xs: 'none', sm: 'inline' },
          fontWeight: 800,
          fontSize: 17,
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        ADS Studio
      </Typography>
    </Box>
  );
}
