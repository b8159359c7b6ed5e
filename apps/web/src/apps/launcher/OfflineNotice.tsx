import type { Pc } from '@ads/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PowerOffOutlinedIcon from '@mui/icons-material/PowerOffOutlined';
import { Alert, AlertTitle, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAgentCommand } from '../../lib/agent-command';
import { notify } from '../../lib/notify';

/** The chosen PC has no agent connected (or the channel is down): how to start it, to copy. */
export function OfflineNotice({ pc, connected }: { pc: Pc; connected: boolean }) {
  const { t } = useTranslation('launcher');
  const agent = useAgentCommand(pc.token);
  const command = agent.status === 'ready' ? agent.command : undefined;
  const copy = async () => {
    // Nothing to copy until the package's address has come (a moment after the page opens).
    if (!command) return;
    try {
      await navigator.clipboard.writeText(command);
      notify(t('offline.copied'), 'success');
    } catch {
      notify(t('offline.notCopied'), 'error');
    }
  };
  return (
    <Alert
      severity="warning"
      icon={<PowerOffOutlinedIcon />}
      role="status"
      aria-label={t('offline.label')}
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{t('offline.title', { name: pc.name })}</AlertTitle>
      {connected ? t('offline.noAgent') : t('offline.noChannel')}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          mt: 1,
          p: 1,
          pl: 1.5,
          alignItems: 'center',
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          component="code"
          data-testid="agent-command"
          sx={{ fontFamily: 'monospace', fontSize: 13, flex: 1, wordBreak: 'break-all' }}
        >
          {command ?? (agent.status === 'failed' ? agent.message : <Skeleton width="80%" />)}
        </Typography>
        <Tooltip title={t('offline.copy')}>
          <IconButton size="small" aria-label={t('offline.copyLabel')} onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Alert>
  );
}
