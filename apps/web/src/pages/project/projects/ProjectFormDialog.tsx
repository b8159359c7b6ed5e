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
        <DialogTitle>{editing ? 'Rename project' : 'New project'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure.message}</Alert>}
            <TextField
              label="Title"
              autoFocus
              fullWidth
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={!!failure?.fieldErrors.title}
              helperText={failure?.fieldErrors.title}
            />
            <TextField
              label="Vehicle"
              fullWidth
              value={vehicle}
              onChange={(event) => setVehicle(event.target.value)}
              error={!!failure?.fieldErrors.vehicle}
              helperText={
                failure?.fieldErrors.vehicle ?? 'The vehicle or platform, e.g. Ioniq 5 test car'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || !title.trim()}>
            {editing ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
