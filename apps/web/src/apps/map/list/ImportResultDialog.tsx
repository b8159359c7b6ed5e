import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { FindingChips } from '../components/FindingChips';
import type { ImportedMap } from './import-map';

/** Findings listed after an import; the editor lists them all. */
const SHOWN = 8;

/** What an import found: the map's first version, its lanelets and its findings' summary. */
export function ImportResultDialog(props: {
  result: ImportedMap | null;
  onOpen(id: number): void;
  onClose(): void;
}) {
  const { result } = props;
  const problems = result?.findings.filter((finding) => finding.severity !== 'info') ?? [];
  return (
    <Dialog
      open={result !== null}
      onClose={props.onClose}
      aria-labelledby="import-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="import-title">Imported {result?.name}</DialogTitle>
      {result && (
        <DialogContent>
          <DialogContentText data-testid="import-summary">
            Version {result.version} with {result.lanelets} lanelet
            {result.lanelets === 1 ? '' : 's'}.
          </DialogContentText>
          <div style={{ margin: '12px 0' }}>
            <FindingChips counts={result.counts} />
          </div>
          {problems.length > 0 && (
            <List dense disablePadding aria-label="Findings">
              {problems.slice(0, SHOWN).map((finding, index) => (
                <ListItem key={index} disableGutters>
                  <ListItemText
                    primary={finding.message}
                    secondary={`${finding.severity} · ${finding.code}`}
                  />
                </ListItem>
              ))}
              {problems.length > SHOWN && (
                <ListItem disableGutters>
                  <ListItemText secondary={`…and ${problems.length - SHOWN} more in the editor.`} />
                </ListItem>
              )}
            </List>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button variant="contained" onClick={() => result && props.onOpen(result.id)}>
          Open
        </Button>
      </DialogActions>
    </Dialog>
  );
}
