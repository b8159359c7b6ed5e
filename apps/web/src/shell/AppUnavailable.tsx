import { type AppKey, MESSAGES, appByKey } from '@ads/contract';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { Button, Container } from '@mui/material';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';

/**
 * In place of an app's page when the app is off for the account's role (disabled: its card
 * says 'Update soon'; hidden: no card at all). A SUPER turns apps on on /admin/apps.
 */
export function AppUnavailable({ app }: { app: AppKey }) {
  const { name } = appByKey(app);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        titleComponent="h2"
        icon={<HourglassEmptyOutlinedIcon />}
        title={MESSAGES.updateSoon}
        text={`${name} is not available to your account yet. An administrator can turn it on for your role.`}
        action={
          <Button component={Link} to="/home" variant="contained">
            Back to Home
          </Button>
        }
      />
    </Container>
  );
}
