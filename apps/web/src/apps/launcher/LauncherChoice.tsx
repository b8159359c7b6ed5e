import type { Pc, Project } from '@ads/contract';
import { Box, Chip, FormControl, InputLabel, MenuItem, Paper, Select, Stack } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';

/** A PC's name in a sentence: the owner's word, not translated. */
const NAME = <span translate="no" />;

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
                <span translate="no">{item.title}</span>
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
                {item.token === livePc?.token ? (
                  <Trans
                    t={t}
                    i18nKey="choice.live"
                    values={{ name: item.name }}
                    components={[NAME]}
                  />
                ) : (
                  <span translate="no">{item.name}</span>
                )}
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
            label={
              <Trans
                t={t}
                i18nKey={online ? 'choice.online' : 'choice.offline'}
                values={{ name: pc.name }}
                components={[NAME]}
              />
            }
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        )}
      </Stack>
    </Paper>
  );
}
