import type { Pc, Project } from '@ads/contract';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/i18n';
import { AgentCommand } from '../../../shell/AgentCommand';
import { PcPresence } from './PcPresence';

const registeredOn = (iso: string) =>
  new Date(iso).toLocaleDateString(localeOf(), { year: 'numeric', month: 'short', day: 'numeric' });

/** One registered PC: how to start its agent and which projects it is in. */
export function PcCard(props: { pc: Pc; projects: Project[]; onDelete(): void }) {
  const { pc } = props;
  const { t } = useTranslation('project');
  const memberOf = props.projects.filter((project) => project.pc.some((p) => p.id === pc.id));
  return (
    <Card variant="outlined" component="article" aria-label={pc.name}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>
            <ComputerRoundedIcon fontSize="small" />
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              translate="no"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
            >
              {pc.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('pc.registered', { date: registeredOn(pc.created_at) })}
            </Typography>
            <PcPresence pc={pc} />
          </Box>
          <Tooltip title={t('pc.delete')}>
            <IconButton
              aria-label={t('pc.deleteLabel', { name: pc.name })}
              onClick={props.onDelete}
              size="small"
            >
              <DeleteOutlineRoundedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
          {t('pc.run')}
        </Typography>
        <AgentCommand pcName={pc.name} token={pc.token} />
        {/* A newcomer has no car: the agent's own simulated one makes FMS and HMI work at once. */}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
          <Trans t={t} i18nKey="pc.noCar" components={[<code key="flag" translate="no" />]} />
        </Typography>
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {memberOf.length === 0 ? t('pc.notInProject') : t('pc.in')}
          </Typography>
          {memberOf.map((project) => (
            <Chip
              key={project.id}
              size="small"
              variant="outlined"
              label={project.title}
              translate="no"
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
