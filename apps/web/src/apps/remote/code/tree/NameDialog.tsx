import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a file or folder name (new, or a rename); a name with '/' makes the folders too. */
export function NameDialog(props: {
  title: string;
  label: string;
  initial: string;
  confirmLabel: string;
  onConfirm(name: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('remote');
  const [name, setName] = useState(props.initial);
  const valid = name.trim() !== '' && !name.split('/').some((part) => part === '..');
  return (
    <Dialog open onClose={props.onCancel} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) props.onConfirm(name.trim());
        }}
      >
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={props.label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onFocus={(event) => {
              // The name without its extension is selected, as editors do on rename.
              const dot = event.target.value.lastIndexOf('.');
              event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>{t('tree.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
