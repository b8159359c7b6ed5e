import { type Algorithm, COMMON_LICENSES, ModuleCategory, STORE } from '@ads/contract';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { CallError, createAlgorithm, updateAlgorithm } from '../api';
import { categoryTitle } from '../format';
import {
  ALGORITHM_FIELDS,
  type AlgorithmDraft,
  EMPTY_ALGORITHM,
  algorithmBodyOf,
  algorithmChangesOf,
  draftOfAlgorithm,
  nameFromTitle,
} from './algorithm-form';
import { reasonAt, unplacedReasons, withoutReason } from './field-errors';
import { MaintainersField } from './MaintainersField';
import { ReadmeField } from './ReadmeField';
import { MONO_INPUT } from '../components/mono';

/**
 * Publishes a new algorithm, or edits one (`algorithm` given: its name stays). The server
 * judges every field; its reasons show under the fields they name, the rest above the buttons.
 */
export function AlgorithmDialog(props: {
  open: boolean;
  algorithm?: Algorithm;
  onClose(): void;
  onSaved(algorithm: Algorithm): void;
}) {
  const { t } = useTranslation('store');
  const editing = props.algorithm;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<AlgorithmDraft>(() =>
    editing ? draftOfAlgorithm(editing) : EMPTY_ALGORITHM,
  );
  // The name follows the title until the user types a name of their own.
  const [nameTyped, setNameTyped] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (field: keyof AlgorithmDraft, value: Partial<AlgorithmDraft>) => {
    setDraft((current) => ({ ...current, ...value }));
    setErrors((current) => withoutReason(current, field));
  };
  const reason = (field: string) => reasonAt(errors, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      let saved: Algorithm;
      if (editing) {
        const changes = algorithmChangesOf(editing, draft);
        if (Object.keys(changes).length === 0) {
          props.onClose();
          return;
        }
        saved = await updateAlgorithm(editing.id, changes);
      } else {
        saved = await createAlgorithm(algorithmBodyOf(draft));
      }
      notify(
        editing ? t('publish.saved') : t('publish.published', { title: saved.title }),
        'success',
      );
      props.onSaved(saved);
    } catch (error) {
      const fields = error instanceof CallError ? error.fields : {};
      setErrors(fields);
      const rest = unplacedReasons(fields, ALGORITHM_FIELDS);
      const message = error instanceof Error ? error.message : String(error);
      setFailure(Object.keys(fields).length === 0 ? message : rest.length ? rest.join(' ') : null);
      if (Object.keys(fields).length > 0 && rest.length === 0) notify(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (!saving) props.onClose();
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="algorithm-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="algorithm-dialog-title">
          {editing ? t('publish.editTitle', { title: editing.title }) : t('publish.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                required
                autoFocus
                fullWidth
                label={t('publish.fieldTitle')}
                value={draft.title}
                onChange={(event) => {
                  const title = event.target.value;
                  edit('title', {
                    title,
                    ...(!editing && !nameTyped ? { name: nameFromTitle(title) } : {}),
                  });
                }}
                error={!!reason('title')}
                helperText={reason('title') ?? t('publish.titleHelp')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                required
                fullWidth
                label={t('publish.name')}
                value={draft.name}
                disabled={!!editing}
                onChange={(event) => {
                  setNameTyped(true);
                  edit('name', { name: event.target.value });
                }}
                error={!!reason('name')}
                helperText={
                  reason('name') ?? (editing ? t('publish.nameFixed') : t('publish.nameHelp'))
                }
                slotProps={{
                  htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'none' },
                  input: MONO_INPUT.input,
                }}
              />
            </Stack>
            <TextField
              label={t('publish.summary')}
              value={draft.summary}
              onChange={(event) => edit('summary', { summary: event.target.value })}
              error={!!reason('summary')}
              helperText={reason('summary') ?? t('publish.summaryHelp')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                required
                fullWidth
                label={t('publish.category')}
                value={draft.category}
                onChange={(event) =>
                  edit('category', { category: event.target.value as ModuleCategory })
                }
                error={!!reason('category')}
                helperText={reason('category') ?? t('publish.categoryHelp')}
              >
                {ModuleCategory.options.map((category) => (
                  <MenuItem key={category} value={category}>
                    {categoryTitle(category)}
                  </MenuItem>
                ))}
              </TextField>
              <Autocomplete
                freeSolo
                fullWidth
                options={COMMON_LICENSES}
                value={draft.license}
                inputValue={draft.license}
                onInputChange={(_, license) => edit('license', { license })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    label={t('publish.license')}
                    error={!!reason('license')}
                    helperText={reason('license') ?? t('publish.licenseHelp')}
                  />
                )}
              />
            </Stack>
            <TextField
              label={t('publish.tags')}
              value={draft.tags}
              onChange={(event) => edit('tags', { tags: event.target.value })}
              error={!!reason('tags')}
              helperText={reason('tags') ?? t('publish.tagsHelp', { max: STORE.maxTags })}
            />
            <MaintainersField
              value={draft.maintainers}
              onChange={(maintainers) => edit('maintainers', { maintainers })}
              error={reason('maintainers')}
            />
            <TextField
              label={t('publish.source')}
              type="url"
              value={draft.source_url}
              onChange={(event) => edit('source_url', { source_url: event.target.value })}
              error={!!reason('source_url')}
              helperText={reason('source_url') ?? t('publish.sourceHelp')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <ReadmeField
              value={draft.readme}
              onChange={(readme) => edit('readme', { readme })}
              error={reason('readme')}
            />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={saving}>
            {t('publish.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('publish.saving') : editing ? t('publish.save') : t('publish.publish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
