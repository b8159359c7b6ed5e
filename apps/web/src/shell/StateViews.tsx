import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/i18n/server-text';

/** Grey blocks in the shape of what is loading, announced to screen readers. */
export function LoadingBlocks({ count = 3, height = 120 }: { count?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="progressbar" aria-label={t('state.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A failed load: the server's message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {error?.message ? serverText(error.message) : t('state.somethingWrong')}
    </Alert>
  );
}
