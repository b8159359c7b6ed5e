import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { serverText } from '../../lib/i18n';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { CallError, type RecordAccess, useSharedRecord } from './api';
import { RecordFacts } from './detail/RecordFacts';
import { RecordTitle } from './detail/RecordTitle';
import { absoluteUrl } from './detail/ShareDialog';
import { PlaybackSection } from './playback/PlaybackSection';

/**
 * A shared record as anyone with its share link sees it (issue 31): the file's own facts and its
 * playback, at the link's time (`?t=`), read by range from the share's download link. No account
 * is needed and nothing of the owner shows; a revoked share says so.
 */
export default function SharedRecordPage() {
  const { t } = useTranslation('statistics');
  const token = useParams().token ?? '';
  const record = useSharedRecord(token);
  // One object for the page's life: the playback's memo'd panels take it as a prop.
  const access = useMemo<RecordAccess>(() => ({ kind: 'shared', token }), [token]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      {record.isPending ? (
        <LoadingBlocks count={3} height={160} />
      ) : record.isError ? (
        record.error instanceof CallError && record.error.status === 404 ? (
          <Alert severity="warning" data-testid="shared-record-gone">
            {serverText(record.error.message)}
          </Alert>
        ) : (
          <ErrorState error={record.error} onRetry={() => void record.refetch()} />
        )
      ) : (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
          >
            <RecordTitle
              name={record.data.name}
              format={record.data.format}
              shared={t('record.sharedTitle')}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('record.sharedText')}
              </Typography>
            </RecordTitle>
            <Box>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={absoluteUrl(record.data.share_url)}
              >
                {t('record.sharedDownload')}
              </Button>
            </Box>
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
            <RecordFacts record={record.data} />
          </Paper>
          <PlaybackSection record={record.data} access={access} />
        </Stack>
      )}
    </Container>
  );
}
