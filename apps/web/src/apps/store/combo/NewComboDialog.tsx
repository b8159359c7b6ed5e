import { type Combo, STORE } from '@ads/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { CallError, createCombo } from '../api';
import { nameFromTitle } from '../publish/algorithm-form';
import { reasonAt, unplacedReasons, withoutReason } from '../publish/field-errors';
import {
  COMBO_FIELDS,
  type ComboDraft,
  EMPTY_COMBO,
  EMPTY_MEMBER,
  comboBodyOf,
  openInputs,
  rowOfSentMember,
} from './combo-form';
import { ExternalInputs } from './ExternalInputs';
import { MemberRow } from './MemberRow';
import { MONO_INPUT } from '../components/mono';

/** The reason the server gave about a member, found by the row it belongs to. */
function memberReason(draft: ComboDraft, errors: Record<string, string>, row: number) {
  for (const [key, reason] of Object.entries(errors)) {
    const match = /^members\.(\d+)/.exec(key);
    if (match && rowOfSentMember(draft.members, Number(match[1])) === row) return reason;
  }
  return undefined;
}

/**
 * A new combo: a named, versioned set of pinned algorithm versions. The inputs that none of the
 * chosen members produces are offered as external (a driver on the vehicle); the combo's page
 * then shows the wiring the server checked.
 */
export function NewComboDialog(props: {
  open: boolean;
  onClose(): void;
  onCreated(combo: Combo): void;
}) {
  const { t } = useTranslation('store');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<ComboDraft>(EMPTY_COMBO);
  const [nameTyped, setNameTyped] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const open = openInputs(draft.members);

  const edit = (field: string, change: Partial<ComboDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => withoutReason(current, field));
  };
  const reason = (field: string) => reasonAt(errors, field);
  const toggleExternal = (topic: string, on: boolean) =>
    edit('external_inputs', {
      external: on ? [...draft.external, topic] : draft.external.filter((item) => item !== topic),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const combo = await createCombo(comboBodyOf(draft));
      notify(t('combo.created', { title: combo.title }), 'success');
      setDraft(EMPTY_COMBO);
      setNameTyped(false);
      props.onCreated(combo);
    } catch (error) {
      const fields = error instanceof CallError ? error.fields : {};
      setErrors(fields);
      const rest = unplacedReasons(fields, COMBO_FIELDS);
      const message = error instanceof Error ? error.message : String(error);
      // `members` itself (none chosen) has no row of its own: it goes into the form's alert.
      const membersReason = fields.members ? [fields.members] : [];
      const shown = [...membersReason, ...rest];
      setFailure(
        Object.keys(fields).length === 0 ? message : shown.length ? shown.join(' ') : null,
      );
      if (Object.keys(fields).length > 0 && shown.length === 0) notify(message, 'error');
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
      aria-labelledby="combo-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="combo-dialog-title">{t('newCombo.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                required
                autoFocus
                fullWidth
                label={t('newCombo.fieldTitle')}
                value={draft.title}
                onChange={(event) =>
                  edit('title', {
                    title: event.target.value,
                    ...(!nameTyped ? { name: nameFromTitle(event.target.value) } : {}),
                  })
                }
                error={!!reason('title')}
                helperText={reason('title')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                required
                fullWidth
                label={t('newCombo.name')}
                value={draft.name}
                onChange={(event) => {
                  setNameTyped(true);
                  edit('name', { name: event.target.value });
                }}
                error={!!reason('name')}
                helperText={reason('name') ?? t('newCombo.nameHelp')}
                slotProps={{
                  htmlInput: { maxLength: 63, spellCheck: false },
                  input: MONO_INPUT.input,
                }}
              />
              <TextField
                required
                label={t('newCombo.version')}
                value={draft.version}
                onChange={(event) => edit('version', { version: event.target.value })}
                error={!!reason('version')}
                helperText={reason('version')}
                slotProps={{
                  htmlInput: { maxLength: 64 },
                  input: MONO_INPUT.input,
                }}
                sx={{ minWidth: { sm: 130 } }}
              />
            </Stack>
            <TextField
              label={t('newCombo.summary')}
              value={draft.summary}
              onChange={(event) => edit('summary', { summary: event.target.value })}
              error={!!reason('summary')}
              helperText={reason('summary')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />

            <Box>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {t('newCombo.members')}
                </Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={draft.members.length >= STORE.maxMembers}
                  onClick={() => edit('members', { members: [...draft.members, EMPTY_MEMBER] })}
                >
                  {t('newCombo.addMember')}
                </Button>
              </Stack>
              <Stack spacing={1.25}>
                {draft.members.map((member, index) => (
                  <MemberRow
                    key={index}
                    index={index}
                    member={member}
                    error={memberReason(draft, errors, index)}
                    onChange={(next) =>
                      setDraft((current) => ({
                        ...current,
                        members: current.members.map((item, at) => (at === index ? next : item)),
                      }))
                    }
                    onRemove={
                      draft.members.length > 1
                        ? () =>
                            edit('members', {
                              members: draft.members.filter((_, at) => at !== index),
                            })
                        : undefined
                    }
                  />
                ))}
              </Stack>
            </Box>

            <ExternalInputs
              open={open}
              chosen={draft.external}
              error={reason('external_inputs')}
              onToggle={toggleExternal}
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
            {t('newCombo.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('newCombo.creating') : t('newCombo.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
