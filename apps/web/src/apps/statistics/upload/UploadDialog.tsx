import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainOptions } from '../../../lib/options-store';
import { useProjects } from '../../../lib/queries';
import { ProjectSelect } from '../components/ProjectSelect';
import { BrowserUploadPanel } from './BrowserUploadPanel';
import { PcUploadPanel } from './PcUploadPanel';

/**
 * Adds records: files from this computer over tus, or recordings a PC's agent sends. The
 * project and vehicle chosen here go with every file that starts after the choice.
 */
export function UploadDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(['statistics', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const projects = useProjects();
  const chosen = useMainOptions((state) => state.project);
  const [source, setSource] = useState<'browser' | 'pc'>('browser');
  const [projectId, setProjectId] = useState<number | null>(chosen?.id ?? null);
  const [vehicle, setVehicle] = useState(chosen?.vehicle ?? '');

  const pickProject = (id: number | null) => {
    setProjectId(id);
    // The project's vehicle is the likely one; the user can still type another.
    const project = projects.data?.find((item) => item.id === id);
    if (project) setVehicle(project.vehicle);
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="upload-title"
    >
      <DialogTitle id="upload-title">{t('upload.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <ProjectSelect
            size="small"
            projects={projects.data ?? []}
            value={projectId}
            onChange={pickProject}
            sx={{ flex: 1 }}
          />
          {source === 'browser' && (
            <TextField
              size="small"
              label={t('upload.vehicle')}
              value={vehicle}
              onChange={(event) => setVehicle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ flex: 1 }}
            />
          )}
        </Stack>
        <Tabs
          value={source}
          onChange={(_, value: 'browser' | 'pc') => setSource(value)}
          variant="fullWidth"
          sx={{
            mb: 2,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { textTransform: 'none', fontSize: 15 },
          }}
        >
          <Tab value="browser" label={t('upload.fromComputer')} />
          <Tab value="pc" label={t('upload.fromPc')} />
        </Tabs>
        <Box>
          {source === 'browser' ? (
            <BrowserUploadPanel projectId={projectId} vehicle={vehicle} />
          ) : (
            <PcUploadPanel projectId={projectId} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
