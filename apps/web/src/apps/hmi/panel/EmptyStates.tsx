import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePcs } from '../../../lib/queries';
import { withSimVehicle } from '../../../lib/vehicle/vehicle-command';
import { AgentCommand } from '../../../shell/AgentCommand';
import { EmptyState } from '../../../shell/EmptyState';
import { AgentOption } from './AgentOption';

export function NoProject() {
  const { t } = useTranslation('hmi');
  return (
    <EmptyState
      icon={<FolderOpenOutlinedIcon />}
      title={t('empty.noProjectTitle')}
      titleComponent="h2"
      text={t('empty.noProjectText')}
    />
  );
}

/**
 * The shell's empty state with a text that holds markup: the project's and the PC's names and
 * the agent's options in it are shown as typed, not translated.
 */
function RichEmptyState(props: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>{props.icon}</Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mx: 'auto', maxWidth: 520 }}>
        {props.text}
      </Typography>
      <Box sx={{ mt: 2.5 }}>{props.action}</Box>
    </Paper>
  );
}

/** No vehicle in the project: how to start a simulated one. */
export function NoVehicles({ project }: { project: string }) {
  const { t } = useTranslation('hmi');
  const pcs = usePcs();
  const pc = pcs.data?.[0];
  const typed = <span translate="no" />;
  const option = <AgentOption />;
  return (
    <RichEmptyState
      icon={<LocalShippingOutlinedIcon />}
      title={t('empty.noVehiclesTitle')}
      text={
        <Trans
          t={t}
          i18nKey={pc ? 'empty.withPc' : 'empty.withoutPc'}
          values={{ project, pc: pc?.name ?? '' }}
          components={
            pc ? [typed, option, option, option, typed] : [typed, option, option, typed, option]
          }
        />
      }
      action={
        pcs.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : pc ? (
          <Box sx={{ maxWidth: 760, mx: 'auto', textAlign: 'left' }}>
            <AgentCommand
              pcName={pc.name}
              token={pc.token}
              label={t('empty.commandLabel', { pc: pc.name })}
              extend={withSimVehicle}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('empty.pcInProject')}
            </Typography>
          </Box>
        ) : (
          <Button variant="contained" component={RouterLink} to="/project">
            {t('empty.goToProjects')}
          </Button>
        )
      }
    />
  );
}
