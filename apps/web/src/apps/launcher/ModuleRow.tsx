import type { DownloadEntry, Module, RunningModule } from '@ads/contract';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import TerminalIcon from '@mui/icons-material/Terminal';
import { Box, Button, Checkbox, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_DONE, downloadPhase } from '../../lib/realtime-store';
import { LogView } from './LogView';

export interface ModuleRowProps {
  module: Module;
  selected: boolean;
  onToggle(): void;
  download: DownloadEntry | undefined;
  running: RunningModule | undefined;
  logs: string[] | undefined;
  disabled: boolean;
  onInstall(): void;
  onRun(): void;
  onStop(): void;
  onLogs(): void;
}

function InstallProgress({ entry }: { entry: DownloadEntry }) {
  const { t } = useTranslation('launcher');
  if (entry.progress === DOWNLOAD_DONE)
    return (
      <Chip
        size="small"
        color="success"
        label={t('module.done')}
        aria-label={t('module.installed', { name: entry.name })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
    );
  const phase = downloadPhase(entry);
  if (phase.kind === 'failed')
    return (
      <Typography variant="body2" color="error" role="alert">
        {entry.message ? t('module.failedWith', { message: entry.message }) : t('module.failed')}
      </Typography>
    );
  const percent = phase.kind === 'downloading' ? phase.percent : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 160, flex: 1 }}>
      <LinearProgress
        aria-label={t('module.progress', { name: entry.name })}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 72 }}>
        {percent === undefined ? t('module.installing') : `${percent}%`}
      </Typography>
    </Stack>
  );
}

/** One catalogue entry: tick it to choose it, then install, run, stop it and read its logs. */
export function ModuleRow(props: ModuleRowProps) {
  const { t } = useTranslation('launcher');
  const { module, running } = props;
  const status = running ? (running.is_running ? 'running' : 'stopped') : null;
  return (
    <Box
      component="li"
      aria-label={module.title}
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: props.selected ? 'primary.main' : 'divider',
        bgcolor: props.selected ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={props.selected}
          onChange={props.onToggle}
          slotProps={{ input: { 'aria-label': t('module.select', { title: module.title }) } }}
          sx={{ mt: -0.75, ml: -1 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* The catalogue's own words, in English as the server keeps them. */}
            <Typography lang="en" translate="no" sx={{ fontWeight: 600 }}>
              {module.title}
            </Typography>
            <Chip size="small" variant="outlined" translate="no" label={`v${module.version}`} />
            {status && (
              <Chip
                size="small"
                role="status"
                aria-label={t('module.status', { title: module.title })}
                color={status === 'running' ? 'success' : 'default'}
                label={t(`module.${status}`)}
              />
            )}
          </Stack>
          <Typography lang="en" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {module.description}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            translate="no"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {module.image}
          </Typography>
          {props.selected && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            >
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={props.disabled}
                  onClick={props.onInstall}
                  aria-label={t('module.installLabel', { title: module.title })}
                >
                  {t('module.install')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PlayArrowIcon />}
                  disabled={props.disabled}
                  onClick={props.onRun}
                  aria-label={t('module.runLabel', { title: module.title })}
                >
                  {t('module.run')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  startIcon={<StopIcon />}
                  disabled={props.disabled}
                  onClick={props.onStop}
                  aria-label={t('module.stopLabel', { title: module.title })}
                >
                  {t('module.stop')}
                </Button>
                <Button
                  size="small"
                  variant="text"
                  startIcon={<TerminalIcon />}
                  disabled={props.disabled}
                  onClick={props.onLogs}
                  aria-label={t('module.logsLabel', { title: module.title })}
                >
                  {t('module.logs')}
                </Button>
              </Stack>
              {props.download && <InstallProgress entry={props.download} />}
            </Stack>
          )}
          {props.selected && props.logs && <LogView title={module.title} lines={props.logs} />}
        </Box>
      </Stack>
    </Box>
  );
}
