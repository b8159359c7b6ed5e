import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** A session opening, or the sentence it failed or ended with, and a way to try again. */
export function SessionProblem(props: { opening?: string; message?: string; onRetry?(): void }) {
  const { t } = useTranslation('remote');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, p: 3 }}>
      {props.message === undefined ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={28} />
          <Typography color="text.secondary">{props.opening ?? t('problem.connecting')}</Typography>
        </Stack>
      ) : (
        <Alert
          severity="warning"
          sx={{ maxWidth: 560 }}
          action={
            props.onRetry && (
              <Button color="inherit" size="small" onClick={props.onRetry}>
                {t('problem.retry')}
              </Button>
            )
          }
        >
          {serverText(props.message)}
        </Alert>
      )}
    </Box>
  );
}
