import LoginIcon from '@mui/icons-material/Login';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What anonymous visitors get in place of the account menu. */
export function SignInButton() {
  const { t } = useTranslation('shell');
  return (
    <Button
      component={RouterLink}
      to="/login"
      variant="contained"
      disableElevation
      startIcon={<LoginIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
      sx={{
        ml: 0.5,
        textTransform: 'none',
        fontWeight: 600,
        borderRadius: '10px',
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      {t('signIn')}
    </Button>
  );
}
