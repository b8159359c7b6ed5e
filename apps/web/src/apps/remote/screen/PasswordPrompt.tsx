import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';

/** The PC's VNC server asks for its password (a server with one set, not --desktop's). */
export function PasswordPrompt(props: {
  open: boolean;
  onSend(password: string): void;
  onCancel(): void;
}) {
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
        <DialogTitle>The VNC server asks for a password</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label="VNC password"
            margin="dense"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Connect
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
