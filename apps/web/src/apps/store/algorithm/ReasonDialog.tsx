import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for the sentence an action records (why a version is yanked, why an algorithm is
 * deprecated and what to use instead), then runs it; the server's refusal stays in the dialog.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  required?: boolean;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const { t } = useTranslation('store');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (props.required && !reason.trim())) return;
    setBusy(true);
    setProblem(null);
    try {
      await props.onConfirm(reason.trim());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={() => !busy && props.onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reason-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reason-dialog-title">{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            required={props.required}
            label={props.label}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={busy}>
            {t('algorithm.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            disabled={busy || (props.required && !reason.trim())}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
