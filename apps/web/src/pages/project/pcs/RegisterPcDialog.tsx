import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import type { SaveOutcome } from '../use-project-actions';
import { mintPcToken } from '../use-pc-actions';

/**
 * Registers a PC under a name with a token minted when the dialog opens. Mounted only while
 * open, so every opening mints its own token (a token can be registered once).
 */
export function RegisterPcDialog(props: {
  onRegister(body: { name: string; token: string }): Promise<SaveOutcome>;
  onClose(): void;
}) {
  const { t } = useTranslation(['project', 'common']);
  const opening = useId();
  const minted = useQuery({
    queryKey: ['pc-token', opening],
    queryFn: mintPcToken,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Extract<SaveOutcome, { ok: false }> | null>(null);
  const token = minted.data ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await props.onRegister({ name, token });
    setPending(false);
    if (outcome.ok) props.onClose();
    else setFailure(outcome);
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('register.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('register.text')}</DialogContentText>
          <Stack spacing={2}>
            {minted.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void minted.refetch()}>
                    {t('common:actions.retry')}
                  </Button>
                }
              >
                {serverText(minted.error.message)}
              </Alert>
            )}
            {failure && <Alert severity="error">{serverText(failure.message)}</Alert>}
            <TextField
              label={t('register.name')}
              autoFocus
              fullWidth
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!failure?.fieldErrors.name}
              helperText={failure?.fieldErrors.name ?? t('register.nameHelp')}
            />
            <TextField
              label={t('register.token')}
              fullWidth
              multiline
              value={minted.isPending ? t('register.minting') : token}
              error={!!failure?.fieldErrors.token}
              helperText={failure?.fieldErrors.token ?? t('register.tokenHelp')}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  // A code the studio minted: the same in every language.
                  translate: 'no',
                  sx: {
                    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                    fontSize: 13,
                    wordBreak: 'break-all',
                  },
                },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !token || !name.trim()}>
            {t('register.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
