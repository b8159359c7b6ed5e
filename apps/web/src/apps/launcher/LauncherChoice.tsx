import type { Pc, Project } from '@ads/contract';
import { Box, Chip, FormControl, InputLabel, MenuItem, Paper, Select, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The launcher's project and PC, and whether the live PC's agent is online. */
export function LauncherChoice(props: {
  projects: readonly Project[];
  project: Project;
  onProject(project: Project): void;
  pcs: readonly Pc[];
  pc: Pc;
  onPc(token: string): void;
  /** The PC the live channel follows (the user's first). */
  livePc: Pc | null;
  online: boolean;
}) {
  const { projects, project, pcs, pc, livePc, online } = props;
  const { t } = useTranslation('launcher');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="launcher-project">{t('choice.project')}</InputLabel>
          <Select
            labelId="launcher-project"
            label={t('choice.project')}
            value={project.id}
            onChange={(event) => {
              const next = projects.find((item) => item.id === Number(event.target.value));
              if (next) props.onProject(next);
            }}
          >
            {projects.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="launcher-pc">{t('choice.pc')}</InputLabel>
          <Select
            labelId="launcher-pc"
            label={t('choice.pc')}
            value={pc.token}
            onChange={(event) => props.onPc(event.target.value)}
          >
            {pcs.map((item) => (
              <MenuItem key={item.token} value={item.token}>
                {item.token === livePc?.token ? t('choice.live', { name: item.name }) : item.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flex: 1 }} />
        {pc.token === livePc?.token && (
          <Chip
            role="status"
            aria-label={online ? t('choice.agentOnline') : t('choice.agentOffline')}
            color={online ? 'success' : 'default'}
            variant={online ? 'filled' : 'outlined'}
            label={t(online ? 'choice.online' : 'choice.offline', { name: pc.name })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        )}
      </Stack>
    </Paper>
  );
}
