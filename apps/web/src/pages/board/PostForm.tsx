import type { PostBody } from '@ads/contract';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failed } from '../../lib/api';
import { serverText } from '../../lib/i18n';
import { fieldErrorsOf } from '../static/field-errors';
import type { BoardConfig } from './board-config';

interface PostFormProps {
  board: BoardConfig;
  initial?: PostBody;
  submitLabel: string;
  /** Resolves to the refusal when the server did not take the entry; the form shows it. */
  onSubmit(values: PostBody): Promise<Failed | undefined>;
  onCancel(): void;
}

/** Title and content of a notice or FAQ entry, for both writing and editing. */
export function PostForm({ board, initial, submitLabel, onSubmit, onCancel }: PostFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Failed>();
  const fields = fieldErrorsOf(refusal?.detail);
  const { t } = useTranslation(['board', 'common']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const failed = await onSubmit({ title, content });
    setRefusal(failed);
    setSending(false);
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      {refusal && <Alert severity="error">{serverText(refusal.message)}</Alert>}
      <TextField
        label={t(`${board.key}.titleLabel`)}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        fullWidth
        error={!!fields.title}
        helperText={fields.title}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t(`${board.key}.contentLabel`)}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        fullWidth
        multiline
        minRows={8}
        error={!!fields.content}
        helperText={fields.content ?? t('contentHelp')}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={sending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
