import { CONSTANTS, PRODUCT_NAME } from '@ads/contract';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../shell/topbar/Logo';
import { useTranslation } from 'react-i18next';

/** The studio's mark and name, as in the top bar but larger; it leads to the home page. */
export function BrandMark() {
  const { t } = useTranslation('account');
  return (
    <Box
      component={RouterLink}
      to="/home"
      aria-label={t('brand', { product: PRODUCT_NAME })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        '& svg': { filter: `drop-shadow(0 6px 14px ${CONSTANTS.theme.main}59)` },
      }}
    >
      <LogoMark size={42} />
      <Typography component="span" sx={{ fontSize: 24, fontWeight: 800, letterSpacing: '-0.01em' }}>
        <Box component="span" sx={{ color: CONSTANTS.theme.main }}>
          ADS
        </Box>{' '}
        Studio
      </Typography>
    </Box>
  );
}
