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

/** The PC's VNC server asks for its password (a server with one set, not --desktop's). */
export function PasswordPrompt(props: {
  open: boolean;
  onSend(password: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('remote');
  const [password, setPassword] = useState('');
  return (
    <Dialog open={props.open} onClose={props.onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend(password);
          setPassword('');
        }}
      >
        <DialogTitle>{t('screen.password.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label={t('screen.password.label')}
            margin="dense"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>{t('screen.password.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('screen.password.connect')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
