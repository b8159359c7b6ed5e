import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import { notify } from '../../../lib/notify';

/** A share link as people paste it: absolute, whatever form the server gave. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify(`${what} copied.`, 'success');
  } catch {
    notify(`Could not copy the ${what.toLowerCase()}; select it and copy it by hand.`, 'warning');
  }
}

/** The public link of a shared record: copy it, or revoke it so it stops working. */
export function ShareDialog(props: {
  name: string;
  url: string | null;
  busy: boolean;
  onRevoke(): void;
  onClose(): void;
}) {
  const link = props.url ? absoluteUrl(props.url) : '';
  return (
    <Dialog open={!!props.url} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>Share {props.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Anyone with this link can download the record, without signing in, until you revoke it.
        </DialogContentText>
        <TextField
          fullWidth
          label="Share link"
          value={link}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy">
                    <IconButton
                      aria-label="Copy the link"
                      onClick={() => void copyText(link, 'Link')}
                    >
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          startIcon={<LinkOffIcon />}
          disabled={props.busy}
          onClick={props.onRevoke}
        >
          Revoke link
        </Button>
        <Button variant="contained" onClick={props.onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
