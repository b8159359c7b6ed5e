import { ROUTES, type Project, type RecordDetail } from '@ads/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { call } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-store';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useProjectsOf, useRefreshRecords } from '../api';
import { type ProjectOption, ProjectSelect } from '../components/ProjectSelect';
import { type RecordDraft, changesOf, draftOf, editErrorsOf } from './record-edit';

/** The owner's projects, plus the record's own when the list lacks it (e.g. it failed to load). */
function optionsFor(projects: Project[], current: RecordDetail['project']): ProjectOption[] {
  if (!current || projects.some((project) => project.id === current.id)) return projects;
  return [current, ...projects];
}

/**
 * Renames a record and files it under another project or vehicle. Only changed fields are sent;
 * the server's reasons show under their fields. An admin editing somebody else's record is
 * offered the owner's projects, the only ones the server accepts.
 */
export function EditRecordDialog(props: { record: RecordDetail; open: boolean; onClose(): void }) {
  const { record } = props;
  const { t } = useTranslation(['statistics', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const me = useAuth((state) => state.id);
  const projects = useProjectsOf(record.owner.id);
  const refresh = useRefreshRecords();
  const [draft, setDraft] = useState<RecordDraft>(() => draftOf(record));
  // The name it had when opened: the title does not change under the user as the save lands.
  const [title] = useState(record.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changes = changesOf(record, draft);
  const dirty = Object.keys(changes).length > 0;

  /** A field the user touches loses its old reason: it may not hold any more. */
  const edit = (errorKey: string, value: Partial<RecordDraft>) => {
    setDraft((current) => ({ ...current, ...value }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== errorKey)),
    );
  };

  const pickProject = (projectId: number | null) => {
    // An empty vehicle takes the project's, as on upload; a typed one is never overwritten.
    const vehicle = projects.data?.find((project) => project.id === projectId)?.vehicle;
    edit('project_id', {
      projectId,
      ...(draft.vehicle.trim() === '' && vehicle ? { vehicle } : {}),
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    const result = await call(ROUTES.updateRecord, { params: { id: record.id }, body: changes });
    if (!result.success) {
      setSaving(false);
      const fields = editErrorsOf(result, changes);
      setErrors(fields);
      // A reason no field shows stays in the dialog; the snackbar goes after a few seconds.
      if (Object.keys(fields).length === 0) setFailure(result.message);
      notify(result.message, 'error');
      return;
    }
    await refresh();
    setSaving(false);
    notify(result.message ?? t('edit.saved'), 'success');
    props.onClose();
  };

  const close = () => {
    if (!saving) props.onClose();
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="edit-record-title"
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id="edit-record-title" sx={{ overflowWrap: 'anywhere' }}>
          <Trans
            t={t}
            i18nKey="edit.title"
            values={{ name: title }}
            components={[<span key="n" translate="no" />]}
          />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              required
              autoFocus
              label={t('edit.name')}
              value={draft.name}
              onChange={(event) => edit('name', { name: event.target.value })}
              error={!!errors.name}
              helperText={errors.name && serverText(errors.name)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <ProjectSelect
              projects={optionsFor(projects.data ?? [], record.project)}
              value={draft.projectId}
              onChange={pickProject}
              // "No project" is a choice here, not a blank field: it shows, under a raised label.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              error={!!errors.project_id}
              helperText={
                (errors.project_id && serverText(errors.project_id)) ??
                (record.owner.id !== me ? (
                  <Trans
                    t={t}
                    i18nKey="edit.projectsOf"
                    values={{ name: record.owner.username }}
                    components={[<span key="n" translate="no" />]}
                  />
                ) : undefined)
              }
            />
            <TextField
              label={t('edit.vehicle')}
              value={draft.vehicle}
              onChange={(event) => edit('vehicle', { vehicle: event.target.value })}
              error={!!errors.vehicle}
              helperText={errors.vehicle && serverText(errors.vehicle)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            {failure && <Alert severity="error">{serverText(failure)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty || saving}>
            {saving ? t('edit.saving') : t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The header's Edit action: each opening starts from the record as it is now. */
export function EditRecordButton({ record }: { record: RecordDetail }) {
  const { t } = useTranslation(['statistics', 'common']);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('edit.button')}
      </Button>
      <EditRecordDialog key={opening} record={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
