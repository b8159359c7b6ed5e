import type { RunningModule } from '@ads/contract';
import MemoryOutlinedIcon from '@mui/icons-material/MemoryOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Badge, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRealtime } from '../../lib/realtime-store';
import { EmptyState, IndicatorPopover } from './IndicatorPopover';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

function ModuleRow({ module }: { module: RunningModule }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="li"
      aria-label={module.name}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, listStyle: 'none' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: module.is_running ? 'success.main' : 'text.disabled',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {module.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
          {module.container_name}
        </Typography>
      </Box>
      <Typography variant="caption" color={module.is_running ? 'success.main' : 'text.secondary'}>
        {module.is_running ? t('modules.running') : t('modules.stopped')}
      </Typography>
    </Box>
  );
}

/**
 * The modules on the user's first PC (spec §2 'Running modules') and whether its agent is
 * online. 'Reload' calls the store's handler, which the realtime channel (shell/
 * RealtimeConnector) sets to ask the agent again (inquiryAPI).
 */
export function RunningModulesIndicator(props: { agentOnline: boolean; pcName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const modules = useRealtime((state) => state.modules);
  const reload = useRealtime((state) => state.reloadModules);
  // What an agent reported before it went offline is not counted as running now.
  const running = props.agentOnline ? modules.filter((module) => module.is_running).length : 0;
  const { t } = useTranslation('shell');
  const presence = t(props.agentOnline ? 'modules.agentOnline' : 'modules.agentOffline', {
    pc: props.pcName,
  });
  return (
    <>
      <TopBarButton
        label={t('modules.title')}
        hint={`${t('modules.title')} · ${presence}`}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'relative' }}
      >
        <Badge badgeContent={running} color="success">
          <MemoryOutlinedIcon />
        </Badge>
        <Box
          role="status"
          aria-label={presence}
          data-typed={props.pcName}
          data-online={props.agentOnline}
          sx={{
            position: 'absolute',
            left: 6,
            bottom: 6,
            width: 9,
            height: 9,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
            bgcolor: props.agentOnline ? 'success.main' : 'text.disabled',
          }}
        />
      </TopBarButton>
      <IndicatorPopover
        anchor={anchor}
        title={t('modules.title')}
        subtitle={presence}
        onClose={() => setAnchor(null)}
        action={
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => reload()}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          >
            {t('modules.reload')}
          </Button>
        }
      >
        {modules.length === 0 ? (
          <EmptyState icon={<MemoryOutlinedIcon />} text={t('modules.none')} />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {modules.map((module) => (
              <ModuleRow key={module.container_name || module.name} module={module} />
            ))}
          </Box>
        )}
      </IndicatorPopover>
    </>
  );
}
