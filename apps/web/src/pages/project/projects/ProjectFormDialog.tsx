import type { CreateProjectBody, Project } from '@ads/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import type { SaveOutcome } from '../use-project-actions';

/**
 * Title and vehicle of a new project, or of one being renamed. Mounted only while open, so
 * every opening starts from the project's current values.
 */
export function ProjectFormDialog(props: {
  project?: Project;
  onSave(body: CreateProjectBody): Promise<SaveOutcome>;
  onClose(): void;
}) {
  const { t } = useTranslation(['project', 'common']);
  const editing = props.project !== undefined;
  const [title, setTitle] = useState(props.project?.title ?? '');
  const [vehicle, setVehicle] = useState(props.project?.vehicle ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Extract<SaveOutcome, { ok: false }> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await props.onSave({ title, vehicle });
    setPending(false);
    if (outcome.ok) props.onClose();
    else setFailure(outcome);
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{editing ? t('form.renameTitle') : t('form.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{serverText(failure.message)}</Alert>}
            <TextField
              label={t('form.title')}
              autoFocus
              fullWidth
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={!!failure?.fieldErrors.title}
              helperText={failure?.fieldErrors.title}
            />
            <TextField
              label={t('form.vehicle')}
              fullWidth
              value={vehicle}
              onChange={(event) => setVehicle(event.target.value)}
              error={!!failure?.fieldErrors.vehicle}
              helperText={failure?.fieldErrors.vehicle ?? t('form.vehicleHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !title.trim()}>
            {editing ? t('common:actions.save') : t('form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
