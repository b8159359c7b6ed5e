import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/**
 * Someone saved the map after this edit started: the server's sentence, and the two ways on:
 * take their version (local edits dropped) or download this copy first to merge by hand.
 */
export function ConflictDialog(props: {
  message: string | null;
  onReload(): void;
  onExport(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={props.message !== null} onClose={props.onClose} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">The map was saved by someone else</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.message}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          Reload to continue from their version (your changes are dropped), or export your copy
          first to keep it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button onClick={props.onExport}>Export my copy</Button>
        <Button variant="contained" onClick={props.onReload}>
          Reload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
