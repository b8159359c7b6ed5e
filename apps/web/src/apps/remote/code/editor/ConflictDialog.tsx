import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** A save refused because the file changed on the PC: the user chooses, nothing is lost silently. */
export function ConflictDialog(props: {
  path: string | null;
  onOverwrite(): void;
  onReload(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={props.path !== null} onClose={props.onCancel} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">The file changed on the PC since you opened it</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {props.path}: overwrite it with your version, or reload it from the PC and lose your
          edits.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button onClick={props.onReload}>Reload from PC</Button>
        <Button onClick={props.onOverwrite} variant="contained" color="warning">
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
