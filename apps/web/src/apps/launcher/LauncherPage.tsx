import { ROUTES, type Module, ModuleCategory, ModuleLogs } from '@ads/contract';
import { Alert, Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrEmpty } from '../../lib/api';
import { chooseProject } from '../../lib/current-project';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useMainOptions } from '../../lib/options-store';
import { usePcs, useProjects } from '../../lib/queries';
import { useRealtime } from '../../lib/realtime-store';
import { onResponse, send } from '../../lib/socket';
import { PageHeader } from '../../shell/PageHeader';
import { ComboInstalls } from './ComboInstalls';
import { EmptyState } from './EmptyState';
import { LauncherChoice } from './LauncherChoice';
import { ModuleRow } from './ModuleRow';
import { OfflineNotice } from './OfflineNotice';
import { useLauncherSelection } from './selection-store';

/** How often the page re-reads the PCs' agent presence. */
const PRESENCE_POLL_MS = 10_000;
/** How often open logs of running modules are re-read, so they follow the module like a tail. */
const LOG_FOLLOW_MS = 2_000;

function messageOf(data: unknown, fallback: string): string {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The ADS IDE launcher: choose modules from the catalogue and drive them on a PC's agent. */
export default function LauncherPage() {
  const { t } = useTranslation('launcher');
  const projectsQuery = useProjects();
  const pcsQuery = usePcs({ presenceEveryMs: PRESENCE_POLL_MS });
  const catalogue = useQuery({
    queryKey: ['modules'],
    queryFn: () => listOrEmpty(ROUTES.modules),
  });
  const chosen = useMainOptions((state) => state.project);
  const setProject = useMainOptions((state) => state.setProject);
  const { selected, toggle } = useLauncherSelection();
  const connected = useRealtime((state) => state.connected);
  const room = useRealtime((state) => state.room);
  const downloads = useRealtime((state) => state.downloads);
  const running = useRealtime((state) => state.modules);
  const [pcToken, setPcToken] = useState<string | null>(null);
  const [logs, setLogs] = useState<Record<string, string[]>>({});

  const projects = useMemo(() => projectsQuery.data ?? [], [projectsQuery.data]);
  const project = projects.find((item) => item.id === chosen?.id) ?? null;
  // The first project stands in until the user picks one (top bar or here).
  useEffect(() => {
    if (!chosen && projects[0]) setProject(projects[0]);
  }, [chosen, projects, setProject]);

  const allPcs = pcsQuery.data ?? [];
  const livePc = allPcs[0] ?? null;
  // Presence comes from the PC list (fresh every 10 s); the project's copy may be older.
  const projectPcs = (project?.pc ?? []).map(
    (pc) => allPcs.find((item) => item.id === pc.id) ?? pc,
  );
  const pc =
    projectPcs.find((item) => item.token === pcToken) ??
    projectPcs.find((item) => item.token === livePc?.token) ??
    projectPcs[0] ??
    null;
  const isLive = !!pc && pc.token === livePc?.token;
  const channelReady = connected && !!livePc && room === livePc.token;
  const online = !!livePc?.online && channelReady;

  useEffect(() => {
    const refresh = () => void send('inquiryAPI', {});
    // The sentence is read when the answer comes, in the language shown then.
    const failed = (fallback: 'run' | 'stop' | 'logs') => (data: unknown) =>
      notify(messageOf(data, i18n.t(`launcher:failed.${fallback}`)), 'error');
    const offs = [
      onResponse('runAPI', { success: refresh, error: failed('run') }),
      onResponse('stopAPI', { success: refresh, error: failed('stop') }),
      onResponse('installAPI', { success: refresh }),
      onResponse('logAPI', {
        success: (data) => {
          const answer = ModuleLogs.safeParse(data);
          if (answer.success)
            setLogs((current) => ({ ...current, [answer.data.name]: answer.data.lines }));
        },
        error: failed('logs'),
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);

  const grouped = useMemo(() => {
    const modules = catalogue.data ?? [];
    return ModuleCategory.options
      .map((category) => ({
        category,
        modules: modules.filter((module) => module.category === category),
      }))
      .filter((group) => group.modules.length > 0);
  }, [catalogue.data]);

  // Logs that are open for a running module keep following it.
  const followed = Object.keys(logs)
    .filter((name) => selected.includes(name))
    .filter((name) => running.some((entry) => entry.name === name && entry.is_running))
    .join(',');
  useEffect(() => {
    if (!followed) return;
    const timer = setInterval(() => {
      for (const name of followed.split(',')) send('logAPI', { name });
    }, LOG_FOLLOW_MS);
    return () => clearInterval(timer);
  }, [followed]);

  const act = (action: string, module: Module) => {
    if (!send(action, { name: module.name })) notify(t('channelNotReady'), 'warning');
  };

  const loading = projectsQuery.isPending || pcsQuery.isPending;
  const actionsDisabled = !online || !isLive;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : !project || projectPcs.length === 0 || !pc ? (
        <EmptyState />
      ) : (
        <>
          <LauncherChoice
            projects={projects}
            project={project}
            onProject={(choice) => void chooseProject(choice)}
            pcs={projectPcs}
            pc={pc}
            onPc={setPcToken}
            livePc={livePc}
            online={online}
          />
          {!isLive && livePc ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('followsFirstPc', { name: livePc.name })}
            </Alert>
          ) : (
            !online && <OfflineNotice pc={pc} connected={channelReady} />
          )}
          <ComboInstalls pcId={pc.id} />
          {catalogue.isPending ? (
            <Skeleton variant="rounded" height={240} />
          ) : grouped.length === 0 ? (
            <Alert severity="info">{t('catalogueEmpty')}</Alert>
          ) : (
            <Stack spacing={3}>
              {grouped.map((group) => (
                <Box
                  component="section"
                  key={group.category}
                  aria-label={t(`categories.${group.category}`)}
                >
                  <Typography
                    variant="overline"
                    component="h2"
                    sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1 }}
                  >
                    {t(`categories.${group.category}`)}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                    {group.modules.map((module) => (
                      <ModuleRow
                        key={module.name}
                        module={module}
                        selected={selected.includes(module.name)}
                        onToggle={() => toggle(module.name, { version: module.version })}
                        download={downloads.find((entry) => entry.name === module.name)}
                        running={running.find((entry) => entry.name === module.name)}
                        logs={logs[module.name]}
                        disabled={actionsDisabled}
                        onInstall={() => act('installAPI', module)}
                        onRun={() => act('runAPI', module)}
                        onStop={() => act('stopAPI', module)}
                        onLogs={() => act('logAPI', module)}
                      />
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </>
      )}
    </Container>
  );
}
