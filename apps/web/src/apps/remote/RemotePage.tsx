import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../lib/queries';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { AuditTable } from './page/AuditTable';
import { PcCard } from './page/PcCard';
import { useRemoteSessions } from './page/api';

/** PCs' online state changes without the user: read again this often. */
const PRESENCE_EVERY_MS = 5000;

/**
 * The remote IDE's front page: the user's PCs, each with its Code and Screen and who works on it
 * now, and the audit of every session opened on them.
 */
export default function RemotePage() {
  const { t } = useTranslation('remote');
  const pcs = usePcs({ presenceEveryMs: PRESENCE_EVERY_MS });
  const sessions = useRemoteSessions();
  const list = pcs.data;
  const all = sessions.data ?? [];
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {list === undefined ? (
        <LoadingBlocks count={2} height={180} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ComputerOutlinedIcon />}
          title={t('noPc.title')}
          text={t('noPc.text')}
          action={
            <Button variant="contained" component={RouterLink} to="/project">
              {t('noPc.action')}
            </Button>
          }
        />
      ) : (
        <Grid container spacing={2}>
          {list.map((pc) => (
            <Grid key={pc.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <PcCard pc={pc} open={all.filter((s) => s.open && s.pc_id === pc.id)} />
            </Grid>
          ))}
        </Grid>
      )}
      <Box component="section" aria-label={t('recent')} sx={{ mt: 5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('recent')}
        </Typography>
        {sessions.isError && sessions.data === undefined ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.data === undefined ? (
          <LoadingBlocks count={1} height={120} />
        ) : (
          <AuditTable sessions={all} pcs={list ?? []} />
        )}
      </Box>
    </Container>
  );
}
