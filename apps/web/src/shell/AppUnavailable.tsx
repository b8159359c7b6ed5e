import { type AppKey, appByKey } from '@ads/contract';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { Button, Container } from '@mui/material';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../lib/i18n';

/**
 * In place of an app's page when the app is off for the account's role (disabled: its card
 * says 'Update soon'; hidden: no card at all). A SUPER turns apps on on /admin/apps.
 */
export function AppUnavailable({ app }: { app: AppKey }) {
  const { name } = useAppText()(appByKey(app));
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        titleComponent="h2"
        icon={<HourglassEmptyOutlinedIcon />}
        title={t('common:messages.updateSoon')}
        text={t('unavailable.text', { app: name })}
        action={
          <Button component={Link} to="/home" variant="contained">
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
