import type { Algorithm } from '@ads/contract';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { CallError, publishVersion } from '../api';
import { MONO_INPUT } from '../components/mono';
import { ArchiveUpload } from './ArchiveUpload';
import { reasonAt, unplacedReasons, withoutReason } from './field-errors';
import { ParameterRows, PortRows } from './InterfaceEditor';
import { RunsOnFields } from './RunsOnFields';
import {
  VERSION_FIELDS,
  type VersionDraft,
  argvOf,
  draftFromVersion,
  versionBodyOf,
} from './version-form';

const MONO = MONO_INPUT;

/**
 * Publishes a version of an algorithm: its number, the artifact (an image pinned by digest, an
 * uploaded archive, or both), where it runs, its interface, the run command and a changelog
 * line. It starts from the newest version's interface; a published version never changes.
 */
export function VersionDialog(props: {
  open: boolean;
  algorithm: Algorithm;
  onClose(): void;
  onPublished(version: string): void;
}) {
  const { t } = useTranslation('store');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<VersionDraft>(() =>
    draftFromVersion(props.algorithm.versions[0]),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);

  const edit = (field: string, value: Partial<VersionDraft>) => {
    setDraft((current) => ({ ...current, ...value }));
    setErrors((current) => withoutReason(current, field));
  };
  const reason = (field: string) => reasonAt(errors, field);
  const argv = argvOf(draft.run);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const published = await publishVersion(props.algorithm.id, versionBodyOf(draft));
      notify(t('version.published', { version: published.version }), 'success');
      props.onPublished(published.version);
    } catch (error) {
      const fields = error instanceof CallError ? error.fields : {};
      setErrors(fields);
      const rest = unplacedReasons(fields, VERSION_FIELDS);
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
      aria-labelledby="version-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="version-dialog-title">
          Publish a version of {props.algorithm.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                required
                autoFocus
                label={t('version.version')}
                value={draft.version}
                onChange={(event) => edit('version', { version: event.target.value })}
                error={!!reason('version')}
                helperText={
                  reason('version') ??
                  (props.algorithm.versions[0]
                    ? t('version.above', { version: props.algorithm.versions[0].version })
                    : t('version.semver'))
                }
                slotProps={{ ...MONO, htmlInput: { maxLength: 64 } }}
                sx={{ minWidth: { sm: 200 } }}
              />
              <TextField
                fullWidth
                label={t('version.changelog')}
                value={draft.changelog}
                onChange={(event) => edit('changelog', { changelog: event.target.value })}
                error={!!reason('changelog')}
                helperText={reason('changelog') ?? t('version.changelogHelp')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>

            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('version.artifact')}
              </Typography>
              <Stack spacing={1.5}>
                <TextField
                  label={t('version.image')}
                  placeholder="ghcr.io/team/centerpoint:1.2.0@sha256:…"
                  value={draft.image}
                  onChange={(event) => edit('artifacts.image', { image: event.target.value })}
                  error={!!reason('artifacts.image')}
                  helperText={reason('artifacts.image') ?? t('version.imageHelp')}
                  slotProps={{ ...MONO, htmlInput: { maxLength: 300, spellCheck: false } }}
                />
                <ArchiveUpload
                  value={draft.archive}
                  onChange={(archive) => edit('artifacts.archive', { archive })}
                  onBusy={onBusy}
                  error={reason('artifacts.archive')}
                />
                {draft.archive && (
                  <TextField
                    label={t('version.sha')}
                    value={draft.sha256}
                    onChange={(event) =>
                      edit('artifacts.archive.sha256', { sha256: event.target.value })
                    }
                    error={!!reason('artifacts.archive.sha256')}
                    helperText={reason('artifacts.archive.sha256') ?? t('version.shaHelp')}
                    slotProps={{ ...MONO, htmlInput: { maxLength: 64, spellCheck: false } }}
                  />
                )}
                {errors.artifacts && <Alert severity="error">{errors.artifacts}</Alert>}
              </Stack>
            </Box>

            <RunsOnFields draft={draft} edit={edit} reason={reason} />

            <Box>
              <TextField
                fullWidth
                required
                label={t('version.run')}
                placeholder="node main.js --rate 10"
                value={draft.run}
                onChange={(event) => edit('run', { run: event.target.value })}
                error={!!reason('run')}
                helperText={reason('run') ?? t('version.runHelp')}
                slotProps={{ ...MONO, htmlInput: { spellCheck: false } }}
              />
              {argv.length > 0 && (
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={0.5}
                  aria-label={t('version.arguments')}
                  sx={{ mt: 1, flexWrap: 'wrap' }}
                >
                  {argv.map((arg, index) => (
                    <Chip
                      key={index}
                      size="small"
                      label={arg || '""'}
                      sx={{ fontFamily: 'monospace' }}
                    />
                  ))}
                </Stack>
              )}
            </Box>

            <Divider />
            <PortRows
              kind="inputs"
              rows={draft.inputs}
              onChange={(inputs) => edit('interface.inputs', { inputs })}
              errors={errors}
            />
            <PortRows
              kind="outputs"
              rows={draft.outputs}
              onChange={(outputs) => edit('interface.outputs', { outputs })}
              errors={errors}
            />
            <ParameterRows
              rows={draft.parameters}
              onChange={(parameters) => edit('interface.parameters', { parameters })}
              errors={errors}
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
            {t('version.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || uploading}>
            {uploading
              ? t('version.uploading')
              : saving
                ? t('version.publishing')
                : t('version.publish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
