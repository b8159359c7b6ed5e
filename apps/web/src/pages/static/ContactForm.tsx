import type { ContactBody } from '@ads/contract';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { serverText } from '../../lib/i18n';
import { type ContactOutcome, sendContact } from './send-contact';

/** Name, e-mail, company and message; a signed-in account's details are filled in. */
export function ContactForm({ onSent }: { onSent(message: string): void }) {
  const auth = useAuth();
  const [form, setForm] = useState<Required<ContactBody>>({
    name: auth.username,
    email: auth.email,
    company: auth.company,
    message: '',
  });
  const [outcome, setOutcome] = useState<ContactOutcome>();
  const [sending, setSending] = useState(false);
  const fields = outcome?.fields ?? {};
  const { t } = useTranslation('static');

  const edit = (key: keyof ContactBody) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await sendContact(form);
    setSending(false);
    if (result.sent) onSent(result.message);
    else setOutcome(result);
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={submit}
      noValidate
      aria-label={t('contact.form')}
    >
      {outcome && !outcome.sent && (
        <Alert severity="error">
          {t('contact.notSent', { reason: serverText(outcome.message) })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label={t('contact.name')}
          value={form.name}
          onChange={edit('name')}
          required
          fullWidth
          autoComplete="name"
          error={!!fields.name}
          helperText={fields.name}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          value={form.email}
          onChange={edit('email')}
          required
          fullWidth
          autoComplete="email"
          error={!!fields.email}
          helperText={fields.email}
        />
      </Stack>
      <TextField
        label={t('contact.company')}
        value={form.company}
        onChange={edit('company')}
        fullWidth
        autoComplete="organization"
        error={!!fields.company}
        helperText={fields.company ?? t('contact.optional')}
      />
      <TextField
        label={t('contact.message')}
        value={form.message}
        onChange={edit('message')}
        required
        fullWidth
        multiline
        minRows={6}
        error={!!fields.message}
        helperText={fields.message ?? t('contact.messageHelp')}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        disabled={sending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {sending ? t('contact.sending') : t('contact.send')}
      </Button>
    </Stack>
  );
}
