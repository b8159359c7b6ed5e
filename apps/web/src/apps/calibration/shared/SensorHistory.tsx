import type { CalibrationEntry, CalibrationKind } from '@ads/contract';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { SAVED_FILES, type SavedFile, downloadSaved, sensorProblem, useCalibrations } from '../api';

/**
 * The tab's sensor (e.g. camera0) and its saved history, newest first: who saved each and when,
 * its headline figure; open one to see it on the page, or download its files as the server
 * writes them.
 */
export function SensorHistory(props: {
  projectId: number;
  kind: CalibrationKind;
  sensor: string;
  onSensorChange: (sensor: string) => void;
  /** The sensor field's label, e.g. "Camera" or "Radar". */
  label: string;
  placeholder: string;
  files: SavedFile[];
  /** An entry's headline, e.g. "RMS 0.21 px". */
  summary: (entry: CalibrationEntry) => string;
  onOpen: (entry: CalibrationEntry) => void;
  /** The entry shown on the page now, if one was opened. */
  openedId: number | null;
}) {
  const problem = sensorProblem(props.sensor);
  const history = useCalibrations(props.projectId, props.kind, problem ? '' : props.sensor);
  const entries = problem ? [] : (history.data ?? []);
  const name = props.sensor.trim();

  const download = (entry: CalibrationEntry, file: SavedFile) =>
    downloadSaved(entry, file).catch((error: Error) => notify(error.message, 'error'));

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={props.label}
          value={props.sensor}
          onChange={(event) => props.onSensorChange(event.target.value)}
          placeholder={props.placeholder}
          error={!!problem && props.sensor !== ''}
          helperText={problem ?? 'Results are saved under this name in the project.'}
          size="small"
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Box
          component="section"
          aria-label={`Saved calibrations of ${name || 'the sensor'}`}
          data-entries={entries.length}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          >
            <HistoryIcon fontSize="small" /> History
          </Typography>
          {problem ? (
            <Typography variant="body2" color="text.secondary">
              Name the sensor to see what was saved for it.
            </Typography>
          ) : history.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label="Loading the history" />
          ) : history.isError ? (
            <Alert severity="error">{history.error.message}</Alert>
          ) : entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nothing saved for {name} in this project yet: calibrate, then Save.
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 168, overflow: 'auto' }}>
              {entries.map((entry, index) => (
                <ListItem
                  key={entry.id}
                  disableGutters
                  data-entry={entry.id}
                  aria-label={`Saved ${formatDateTime(entry.created_at)}`}
                  sx={{
                    flexWrap: 'wrap',
                    columnGap: 1,
                    borderTop: index ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  <ListItemText
                    primary={
                      <>
                        {formatDateTime(entry.created_at)} · {entry.created_by?.name ?? 'someone'} ·{' '}
                        {props.summary(entry)}
                        {index === 0 && <Chip size="small" label="newest" sx={{ ml: 1 }} />}
                        {props.openedId === entry.id && (
                          <Chip size="small" color="primary" label="shown" sx={{ ml: 1 }} />
                        )}
                      </>
                    }
                    secondary={entry.note || undefined}
                    sx={{ minWidth: 240 }}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => props.onOpen(entry)}>
                      Open
                    </Button>
                    {props.files.map((file) => (
                      <Button
                        key={file}
                        size="small"
                        startIcon={<DownloadIcon />}
                        onClick={() => void download(entry, file)}
                        aria-label={`Download ${SAVED_FILES[file].label} of ${formatDateTime(entry.created_at)}`}
                      >
                        {SAVED_FILES[file].label}
                      </Button>
                    ))}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
