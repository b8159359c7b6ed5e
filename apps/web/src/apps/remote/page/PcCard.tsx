import CodeIcon from '@mui/icons-material/Code';
import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import type { Pc, RemoteSessionInfo } from '@ads/contract';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { kindLabel, since } from '../shared/format';
import { codePath, screenPath } from '../shared/links';

/** One open session on the PC: who, what, since when, control or view-only. */
function OpenSession({ session }: { session: RemoteSessionInfo }) {
  const { t } = useTranslation('remote');
  return (
    <Stack
      direction="row"
      spacing={1}
      component="li"
      sx={{ alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}
    >
      <Chip size="small" label={kindLabel(session.kind)} variant="outlined" />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {session.user.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" title={formatDateTime(session.started_at)}>
        {t('card.since', { time: since(session.started_at) })}
      </Typography>
      {session.kind === 'screen' && (
        <Chip
          size="small"
          color={session.view_only ? 'default' : 'primary'}
          label={session.view_only ? t('card.viewOnly') : t('card.control')}
        />
      )}
    </Stack>
  );
}

/** A PC: online or not, its Code and Screen, and who works on it now. */
export function PcCard({ pc, open }: { pc: Pc; open: RemoteSessionInfo[] }) {
  const { t } = useTranslation('remote');
  const online = pc.online === true;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={pc.name}
      sx={{ p: 2.5, borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }} noWrap>
          {pc.name}
        </Typography>
        <Chip
          size="small"
          color={online ? 'success' : 'default'}
          label={online ? t('card.online') : t('card.offline')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {online
          ? t('card.connected')
          : pc.last_seen
            ? t('card.lastSeen', { time: formatDateTime(pc.last_seen) })
            : t('card.never')}
      </Typography>
      <Box sx={{ flex: 1, mt: 1.5 }}>
        <Typography variant="overline" color="text.secondary">
          {t('card.openNow')}
        </Typography>
        {open.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('card.nobody')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('card.sessionsOn', { name: pc.name })}
            sx={{ m: 0, p: 0 }}
          >
            {open.map((session) => (
              <OpenSession key={session.id} session={session} />
            ))}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<CodeIcon />}
          href={codePath(pc.id)}
          target="_blank"
          disabled={!online}
        >
          {t('card.code')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DesktopWindowsOutlinedIcon />}
          href={screenPath(pc.id)}
          target="_blank"
          disabled={!online}
        >
          {t('card.screen')}
        </Button>
      </Stack>
    </Paper>
  );
}
