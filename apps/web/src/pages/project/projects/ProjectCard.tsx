import type { Pc, Project } from '@ads/contract';
import ComputerRoundedIcon from '@mui/icons-material/ComputerRounded';
import DirectionsCarRoundedIcon from '@mui/icons-material/DirectionsCarRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachPcButton } from './AttachPcButton';
import { PcOnline } from './PcOnline';
import { ProjectMenu } from './ProjectMenu';

/** One project: its vehicle, the PCs in it, and what can be done with it. */
export function ProjectCard(props: {
  project: Project;
  pcs: Pc[];
  chosen: boolean;
  onRename(): void;
  onDelete(): void;
  onAttach(pc: Pc): Promise<boolean>;
  onDetach(pc: Pc): Promise<boolean>;
}) {
  const { project } = props;
  const { t } = useTranslation('project');
  const [busy, setBusy] = useState(false);
  const attached = new Set(project.pc.map((pc) => pc.id));
  const available = props.pcs.filter((pc) => !attached.has(pc.id));
  // Presence from the PC list, which the page re-reads every few seconds; the project's copy
  // is as old as the last project change.
  const fresh = new Map(props.pcs.map((pc) => [pc.id, pc.online === true]));
  const online = (pc: Pc) => fresh.get(pc.id) ?? pc.online === true;
  const onlineCount = project.pc.filter(online).length;

  const run = async (change: Promise<boolean>) => {
    setBusy(true);
    await change;
    setBusy(false);
  };

  return (
    <Card variant="outlined" component="article" aria-label={project.title} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                variant="h6"
                component="h2"
                translate="no"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
              >
                {project.title}
              </Typography>
              {props.chosen && <Chip size="small" color="primary" label={t('card.current')} />}
            </Stack>
            <Stack
              direction="row"
              spacing={0.75}
              sx={{ mt: 0.5, alignItems: 'center', color: 'text.secondary' }}
            >
              <DirectionsCarRoundedIcon sx={{ fontSize: 18 }} />
              <Typography
                variant="body2"
                translate={project.vehicle ? 'no' : undefined}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {project.vehicle || t('card.noVehicle')}
              </Typography>
            </Stack>
          </Box>
          <ProjectMenu title={project.title} onRename={props.onRename} onDelete={props.onDelete} />
        </Stack>
      </CardContent>
      <Divider />
      <CardContent sx={{ py: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
          {project.pc.length === 0
            ? t('card.pcs')
            : t('card.pcsOnline', { online: onlineCount, total: project.pc.length })}
        </Typography>
        {project.pc.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            {t('card.noPc')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('card.pcsIn', { title: project.title })}>
            {project.pc.map((pc) => (
              <ListItem
                key={pc.id}
                disableGutters
                secondaryAction={
                  <Tooltip title={t('card.detach')}>
                    <IconButton
                      edge="end"
                      size="small"
                      disabled={busy}
                      aria-label={t('card.detachLabel', { name: pc.name })}
                      onClick={() => void run(props.onDetach(pc))}
                    >
                      <LinkOffRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ComputerRoundedIcon fontSize="small" color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={<span translate="no">{pc.name}</span>}
                  secondary={<PcOnline online={online(pc)} />}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pt: 0, pb: 1.5 }}>
        <AttachPcButton
          projectTitle={project.title}
          available={available}
          hasPcs={props.pcs.length > 0}
          busy={busy}
          onAttach={(pc) => void run(props.onAttach(pc))}
        />
      </CardActions>
    </Card>
  );
}
